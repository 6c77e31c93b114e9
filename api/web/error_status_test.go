package web

import (
	"testing"

	"cerebro/apperr"
	"cerebro/apperr/codescan"
)

// Every code the source declares has a status, and every status is for a
// code the catalogue words: a code missing here would be answered as a 500.
func TestEveryCodeHasAStatus(t *testing.T) {
	root, err := codescan.ModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	codes, err := codescan.Codes(root)
	if err != nil {
		t.Fatal(err)
	}
	for code, where := range codes {
		if _, ok := StatusOf[apperr.Code(code)]; !ok {
			t.Errorf("%s (%v) has no line in StatusOf (api/web/error_status.go)", code, where)
		}
	}
	for code := range StatusOf {
		for _, lang := range apperr.Languages {
			if !apperr.Worded(lang, code) {
				t.Errorf("StatusOf has %s, which apperr/catalog/%s/ does not word", code, lang)
			}
		}
	}
}
