package apperr

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
)

// The languages the catalogue words every refusal in.
const (
	English = "en"
	Sinhala = "si"
	Tamil   = "ta"
)

// Languages are the catalogue's languages, English (the fallback) first.
var Languages = []string{English, Sinhala, Tamil}

// The catalogue: catalog/<lang>/<area>.json, each a flat object from code to
// message. Messages use ICU's simple {name} placeholders, the syntax the web
// app's Lingui catalogues use, so the web app reads the same files.
//
//go:embed catalog
var catalogFS embed.FS

var catalogue = mustLoad(catalogFS)

func mustLoad(fsys fs.FS) map[string]map[Code]string {
	c, err := load(fsys)
	if err != nil {
		panic(err)
	}
	return c
}

func load(fsys fs.FS) (map[string]map[Code]string, error) {
	out := map[string]map[Code]string{}
	for _, lang := range Languages {
		out[lang] = map[Code]string{}
		files, err := fs.Glob(fsys, path.Join("catalog", lang, "*.json"))
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if err := loadFile(fsys, f, out[lang]); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func loadFile(fsys fs.FS, name string, into map[Code]string) error {
	raw, err := fs.ReadFile(fsys, name)
	if err != nil {
		return err
	}
	var messages map[Code]string
	if err := json.Unmarshal(raw, &messages); err != nil {
		return fmt.Errorf("apperr catalogue %s: %w", name, err)
	}
	for code, text := range messages {
		if _, dup := into[code]; dup {
			return fmt.Errorf("apperr catalogue %s: code %s is worded twice", name, code)
		}
		into[code] = text
	}
	return nil
}

var placeholder = regexp.MustCompile(`\{([a-zA-Z][a-zA-Z0-9_]*)\}`)

// plural is ICU's one/other choice, `{minutes, plural, one {# minute} other
// {# minutes}}`, the one piece of ICU beyond simple placeholders the
// catalogue uses: a wait in minutes reads "1 minute" but "8 minutes" in
// English, and Lingui words the same text the same way in the web app.
var plural = regexp.MustCompile(`\{([a-zA-Z][a-zA-Z0-9_]*), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}`)

// Text is code's message in lang (English when lang is not one of
// Languages or lacks it) with its placeholders filled from values. A code
// the catalogue does not word comes out as itself, which the catalogue test
// keeps from happening.
func Text(lang string, code Code, values map[string]any) string {
	text, ok := catalogue[lang][code]
	if !ok {
		if text, ok = catalogue[English][code]; !ok {
			return string(code)
		}
	}
	text = plural.ReplaceAllStringFunc(text, func(m string) string {
		p := plural.FindStringSubmatch(m)
		v, ok := values[p[1]]
		if !ok {
			return m
		}
		form := p[3]
		if fmt.Sprint(v) == "1" {
			form = p[2]
		}
		return strings.ReplaceAll(form, "#", fmt.Sprint(v))
	})
	return placeholder.ReplaceAllStringFunc(text, func(m string) string {
		if v, ok := values[m[1:len(m)-1]]; ok {
			return fmt.Sprint(v)
		}
		return m
	})
}

// Worded reports whether lang's catalogue has a message for code.
func Worded(lang string, code Code) bool {
	_, ok := catalogue[lang][code]
	return ok
}

// Codes is every code the English catalogue words, sorted.
func Codes() []Code { return CodesIn(English) }

// CodesIn is every code lang's catalogue words, sorted.
func CodesIn(lang string) []Code {
	out := make([]Code, 0, len(catalogue[lang]))
	for c := range catalogue[lang] {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Placeholders lists the {name} placeholders of a message, for the
// catalogue test (every language must use the same ones).
func Placeholders(text string) []string {
	var names []string
	for _, m := range plural.FindAllStringSubmatch(text, -1) {
		names = append(names, m[1])
	}
	for _, m := range placeholder.FindAllStringSubmatch(plural.ReplaceAllString(text, ""), -1) {
		names = append(names, m[1])
	}
	sort.Strings(names)
	return names
}

// Area is the business area a code belongs to: the part before the dot.
func (c Code) Area() string {
	area, _, _ := strings.Cut(string(c), ".")
	return area
}

// FieldTexts is each refused field's message in lang.
func (e *Error) FieldTexts(lang string) map[string]string {
	if len(e.Fields) == 0 {
		return nil
	}
	out := make(map[string]string, len(e.Fields))
	for name, p := range e.Fields {
		out[name] = Text(lang, p.Code, p.Values)
	}
	return out
}
