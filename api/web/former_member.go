package web

import "github.com/gin-gonic/gin"

// formerMember is how a closed account's reviews and sessions name their
// author, by language (the web app's privacy.json says the same).
var formerMember = map[string]string{
	"en": "A former member",
	"si": "හිටපු සාමාජිකයෙක්",
	"ta": "முன்னாள் உறுப்பினர் ஒருவர்",
}

// FormerMember is "a former member" in the caller's language.
func FormerMember(c *gin.Context) string { return formerMember[LanguageOf(c)] }
