package rules

import (
	"strings"

	"cerebro/apperr"
)

// The languages Cerebro writes to its users in: every mail is written in
// its recipient's (the account's language), English unless they chose one.
const (
	English = "en"
	Sinhala = "si"
	Tamil   = "ta"
)

// Languages are every language a user may choose, English first.
var Languages = []string{English, Sinhala, Tamil}

// MsgLanguage is the English answer to a language Cerebro does not write
// in (ErrLanguage's message), kept for the tests that compare it.
const MsgLanguage = "language must be one of en, si, ta"

// ErrLanguage refuses a language Cerebro does not write in.
const ErrLanguage apperr.Code = "account.language_unknown"

// ParseLanguage reads a user's choice of language: one of Languages, as
// its code; anything else (an empty one too) is refused.
func ParseLanguage(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	for _, l := range Languages {
		if raw == l {
			return l, nil
		}
	}
	return "", apperr.New(ErrLanguage)
}
