package session

import (
	"errors"
	"fmt"
	"net/http"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/activities/refusal"
	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/rules"
	sessionwf "cerebro/workflows/session"
)

// A session that already decided a cancel or a move refuses with a 409 in
// the caller's language: each of the three written in its own script,
// English for a language not known, any other error left as it was.
func TestSessionDecidedIsA409InTheCallersLanguage(t *testing.T) {
	scripts := map[string]*unicode.RangeTable{rules.Sinhala: unicode.Sinhala, rules.Tamil: unicode.Tamil}
	english := map[string]string{
		sessionwf.DecidedCancel: "This booking is being cancelled, so it can no longer be changed.",
		sessionwf.DecidedMove:   "This booking is being moved to another slot. Please try again in a moment.",
	}
	codes := map[string]apperr.Code{sessionwf.DecidedCancel: "session.being_cancelled", sessionwf.DecidedMove: "session.being_moved"}
	for _, what := range []string{sessionwf.DecidedCancel, sessionwf.DecidedMove} {
		refused := fmt.Errorf("workflow execution error: %w", refusal.Code(sessionwf.ErrTypeSessionDecided, codes[what]))
		e, ok := apperr.As(web.TemporalProblem(refused))
		require.True(t, ok, what)
		assert.Equal(t, http.StatusConflict, web.StatusFor(e.Code))
		assert.Equal(t, english[what], e.Error())
		for _, lang := range rules.Languages {
			text := apperr.Text(lang, e.Code, e.Values)
			assert.NotEmpty(t, text, "%s %s", what, lang)
			assert.True(t, apperr.Worded(lang, e.Code), "%s %s", what, lang)
			if table, ok := scripts[lang]; ok {
				assert.True(t, containsScript(text, table), "%s %s written in its script: %s", what, lang, text)
			}
		}
		assert.Equal(t, english[what], apperr.Text("fr", e.Code, nil), "English when the language is not one of ours")
	}
	other := errors.New("broken")
	assert.Same(t, other, web.TemporalProblem(other))
}

func containsScript(s string, table *unicode.RangeTable) bool {
	for _, r := range s {
		if unicode.Is(table, r) {
			return true
		}
	}
	return false
}
