package apperr_test

import (
	"regexp"
	"sort"
	"testing"

	"cerebro/apperr"
	"cerebro/apperr/codescan"
)

// codeShape is "<area>.<what>" in lower snake case.
var codeShape = regexp.MustCompile(`^[a-z]+\.[a-z0-9_]+$`)

// published are the codes README promised before codes had areas; clients
// read them, so they keep their spelling.
var published = map[apperr.Code]bool{"UNAVAILABLE": true, "SLIP_REVIEW_FULL": true, "SIGNIN_LOCKED_ELSEWHERE": true}

func TestEveryLanguageWordsTheSameCodes(t *testing.T) {
	for _, lang := range apperr.Languages[1:] {
		for _, code := range apperr.Codes() {
			if !apperr.Worded(lang, code) {
				t.Errorf("%s has no %s message", code, lang)
			}
		}
		for _, code := range codesOf(t, lang) {
			if !apperr.Worded(apperr.English, code) {
				t.Errorf("%s words %s, which English does not", lang, code)
			}
		}
	}
}

func TestTranslationsUseTheEnglishPlaceholders(t *testing.T) {
	for _, code := range apperr.Codes() {
		want := apperr.Placeholders(rawText(apperr.English, code))
		for _, lang := range apperr.Languages[1:] {
			if got := apperr.Placeholders(rawText(lang, code)); !equal(got, want) {
				t.Errorf("%s in %s uses placeholders %v, English %v", code, lang, got, want)
			}
		}
	}
}

func TestCodesAreShapedAndWorded(t *testing.T) {
	for _, code := range apperr.Codes() {
		if !codeShape.MatchString(string(code)) && !published[code] {
			t.Errorf("code %q is not <area>.<what> in lower snake case", code)
		}
		for _, lang := range apperr.Languages {
			if rawText(lang, code) == "" {
				t.Errorf("%s has an empty %s message", code, lang)
			}
		}
	}
}

// Every code the source declares has a message in every language.
func TestEveryDeclaredCodeIsWorded(t *testing.T) {
	root, err := codescan.ModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	codes, err := codescan.Codes(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) == 0 {
		t.Fatal("the scan found no codes: it is looking in the wrong place")
	}
	for code, where := range codes {
		for _, lang := range apperr.Languages {
			if !apperr.Worded(lang, apperr.Code(code)) {
				t.Errorf("%s (%v) has no %s message in apperr/catalog/%s/", code, where, lang, lang)
			}
		}
	}
}

func TestPluralsAndPlaceholdersAreFilled(t *testing.T) {
	if got := apperr.Text(apperr.English, "account.signin_locked", map[string]any{"minutes": 1}); got !=
		"Too many failed sign-in attempts. Try again in 1 minute." {
		t.Errorf("one minute: %q", got)
	}
	if got := apperr.Text(apperr.English, "account.signin_locked", map[string]any{"minutes": 8}); got !=
		"Too many failed sign-in attempts. Try again in 8 minutes." {
		t.Errorf("eight minutes: %q", got)
	}
	if got := apperr.Text("fr", "checkout.slot_unavailable", map[string]any{"date": "2030-03-01", "time": "09:00"}); got !=
		"The slot on 2030-03-01 at 09:00 is no longer available." {
		t.Errorf("another language falls back to English: %q", got)
	}
}

// rawText is a code's message with its placeholders left as they are.
func rawText(lang string, code apperr.Code) string {
	if !apperr.Worded(lang, code) {
		return ""
	}
	return apperr.Text(lang, code, nil)
}

// codesOf is every code lang words.
func codesOf(t *testing.T, lang string) []apperr.Code {
	t.Helper()
	return apperr.CodesIn(lang)
}

func equal(a, b []string) bool {
	sort.Strings(a)
	sort.Strings(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Every code the catalogue words is one the source declares: a message
// nobody can be answered with is a leftover of a renamed or removed refusal.
func TestEveryWordedCodeIsDeclared(t *testing.T) {
	root, err := codescan.ModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	codes, err := codescan.Codes(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range apperr.Codes() {
		if _, ok := codes[string(code)]; !ok {
			t.Errorf("%s is worded in the catalogue but declared nowhere", code)
		}
	}
}
