package api

import (
	"errors"
	"net/http"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
)

// A session that already decided a cancel or a move refuses with a 409 in
// the caller's language: each of the three written in its own script,
// English for a language not known, any other error left as it was.
func TestSessionDecidedIsA409InTheCallersLanguage(t *testing.T) {
	scripts := map[string]*unicode.RangeTable{rules.Sinhala: unicode.Sinhala, rules.Tamil: unicode.Tamil}
	for _, what := range []string{workflows.DecidedCancel, workflows.DecidedMove} {
		refusal := temporal.NewNonRetryableApplicationError("English from the workflow", workflows.ErrTypeSessionDecided, nil, what)
		for _, lang := range rules.Languages {
			e, ok := apperr.As(sessionProblem(sessionDecided(refusal, lang)))
			require.True(t, ok, "%s %s", what, lang)
			assert.Equal(t, http.StatusConflict, e.Status)
			assert.Equal(t, sessionDecidedMessages[what][lang], e.Message)
			assert.NotEmpty(t, e.Message, "%s %s", what, lang)
			if table, ok := scripts[lang]; ok {
				assert.True(t, containsScript(e.Message, table), "%s %s written in its script: %s", what, lang, e.Message)
			}
		}
		e, _ := apperr.As(sessionDecided(refusal, "fr"))
		assert.Equal(t, sessionDecidedMessages[what][rules.English], e.Message, "English when the language is not one of ours")
	}
	other := errors.New("broken")
	assert.Same(t, other, sessionDecided(other, rules.Sinhala))
	assert.Equal(t, rules.Tamil, partyLanguage(&models.Booking{Consultee: &models.Consultee{User: &models.User{Language: "ta"}}},
		models.RaterConsultee))
	assert.Equal(t, rules.English, partyLanguage(&models.Booking{}, models.RaterConsultant))
}

func containsScript(s string, table *unicode.RangeTable) bool {
	for _, r := range s {
		if unicode.Is(table, r) {
			return true
		}
	}
	return false
}
