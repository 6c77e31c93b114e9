package models

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"gorm.io/gorm"
)

// A fast statement that worked costs no rendering of its SQL; a slow or a
// failed one is logged with it, as before; a record not found is quiet.
func TestSQLLogRendersOnlyWhatItLogs(t *testing.T) {
	var out bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(&out, nil)))
	defer slog.SetDefault(prev)
	log := newSQLLog()
	rendered := 0
	fc := func() (string, int64) { rendered++; return "SELECT 1", 1 }
	ctx := context.Background()

	log.Trace(ctx, time.Now(), fc, nil)
	log.Trace(ctx, time.Now(), fc, gorm.ErrRecordNotFound)
	assert.Zero(t, rendered, "fast and found, or not found: not rendered")
	assert.Empty(t, out.String())

	log.Trace(ctx, time.Now().Add(-2*SlowStatement), fc, nil)
	log.Trace(ctx, time.Now(), fc, errors.New("boom"))
	assert.Equal(t, 2, rendered)
	assert.Contains(t, out.String(), `"level":"WARN"`, "a slow statement")
	assert.Contains(t, out.String(), `"error":"boom"`, "a failed one")
}
