package models

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// sqlLog is GORM's slog logger, asked to write a statement out only when it
// will log it (failed, or slower than SlowStatement). GORM's own renders
// every statement's SQL with its values — regular expressions, on every
// query: 3% of a booking's CPU in the benchmark's profile — before deciding.
type sqlLog struct {
	logger.Interface
	all bool // LogMode(Info): every statement is logged
}

func newSQLLog() sqlLog {
	return sqlLog{Interface: logger.NewSlogLogger(slog.Default(), logger.Config{
		SlowThreshold: SlowStatement, LogLevel: logger.Warn, IgnoreRecordNotFoundError: true,
	})}
}

func (l sqlLog) LogMode(level logger.LogLevel) logger.Interface {
	return sqlLog{Interface: l.Interface.LogMode(level), all: level >= logger.Info}
}

func (l sqlLog) Trace(ctx context.Context, begin time.Time, fc func() (string, int64), err error) {
	quiet := err == nil || errors.Is(err, gorm.ErrRecordNotFound)
	if quiet && !l.all && time.Since(begin) <= SlowStatement {
		return
	}
	l.Interface.Trace(ctx, begin, fc, err)
}
