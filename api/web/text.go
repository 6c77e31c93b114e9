package web

import (
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
)

// MaxFreeText is the longest free text (a comment, a reason) in characters.
const MaxFreeText = 1000

// FreeText normalises a plain-text field (see PlainText) and refuses one
// over 1000 characters as tooLong, the field's own refusal.
func FreeText(c *gin.Context, raw string, tooLong apperr.Code) (string, bool) {
	text := PlainText(raw)
	if len([]rune(text)) > MaxFreeText {
		Fail(c, apperr.New(tooLong))
		return "", false
	}
	return text, true
}

// RequiredText normalises a required plain-text field (see PlainText) and
// refuses it empty (empty) or over max characters (tooLong, saying max).
func RequiredText(raw string, max int, empty, tooLong apperr.Code) (string, error) {
	text := PlainText(raw)
	switch {
	case text == "":
		return "", apperr.New(empty)
	case utf8.RuneCountInString(text) > max:
		return "", apperr.New(tooLong).With("max", max)
	}
	return text, nil
}

// PlainText keeps free text as plain text: trimmed, line breaks as \n,
// control characters dropped. It is stored and answered as typed, never
// interpreted as markup (the web app renders it as text).
func PlainText(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f {
			return -1
		}
		return r
	}, s))
}

// LastDigits shows the end of an account number, never all of it.
func LastDigits(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
