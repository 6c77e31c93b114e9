package web

import (
	"strings"

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
