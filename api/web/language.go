package web

import (
	"github.com/gin-gonic/gin"
	"golang.org/x/text/language"

	"cerebro/apperr"
)

// AccountLanguageKey holds, in a request's context, the signed-in caller's
// language. The API answers in the caller's language: the account's, when
// the caller is signed in, else the best match of Accept-Language, else
// English.
const AccountLanguageKey = "cerebro.accountLanguage"

var languageMatcher = language.NewMatcher([]language.Tag{language.English, language.Sinhala, language.Tamil})

// RememberAccountLanguage records the signed-in caller's language for the
// answer, once the account is known (authenticate).
func RememberAccountLanguage(c *gin.Context, lang string) {
	if lang != "" {
		c.Set(AccountLanguageKey, lang)
	}
}

// LanguageOf is the language to answer c in: one of apperr.Languages.
func LanguageOf(c *gin.Context) string {
	if v, ok := c.Get(AccountLanguageKey); ok {
		if lang, _ := v.(string); IsLanguage(lang) {
			return lang
		}
	}
	if header := c.GetHeader("Accept-Language"); header != "" {
		tags, _, err := language.ParseAcceptLanguage(header)
		if err == nil && len(tags) > 0 {
			_, i, confidence := languageMatcher.Match(tags...)
			if confidence != language.No {
				return apperr.Languages[i]
			}
		}
	}
	return apperr.English
}

// IsLanguage reports whether lang is one the API answers in.
func IsLanguage(lang string) bool {
	for _, l := range apperr.Languages {
		if l == lang {
			return true
		}
	}
	return false
}
