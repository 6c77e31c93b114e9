package mailer

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"strings"
	"text/template"

	"cerebro/rules"
)

// The message catalogue: every mail Cerebro sends, once per language, in
// templates/<language>/<mail>.tmpl (Go text/template). A mail's file defines
// "subject" and "body" (the plain text), and may define "html", its own HTML
// body (the receipt's table), written with html/template's escaping. The
// file layout.tmpl holds what the HTML layout says around every mail.
//
// Templates read their data's fields ({{.Name}}; a missing one is an error,
// never "<no value>") and write times, amounts and waits with the reader's
// functions: {{when .Start}}, {{span .Start .End}}, {{date .Start}},
// {{money .Amount}}, {{within .Lead}} (see Reader).
//
// To add a mail: write templates/en/<mail>.tmpl, the same in si/ and ta/
// (the same named templates, reading the same fields), give it sample data
// in catalogue_test.go, and send it with Compose.

//go:embed templates
var templateFiles embed.FS

// Data is what a mail's templates read, by field name.
type Data = map[string]any

// entry is one mail in one language.
type entry struct {
	text *template.Template
	html *htmltemplate.Template // nil when the mail has no HTML body of its own
}

// catalogue holds every mail by language, then name.
var catalogue = mustLoad()

// Funcs are the template functions, written for the reader: the mail
// catalogue's and the phone texts' (cerebro/notify).
func (r Reader) Funcs() map[string]any {
	return map[string]any{
		"when":   r.When,
		"span":   r.Span,
		"date":   r.Date,
		"money":  r.Money,
		"within": r.Within,
		"short":  r.Short,
	}
}

func mustLoad() map[string]map[string]entry {
	out := map[string]map[string]entry{}
	for _, lang := range rules.Languages {
		out[lang] = map[string]entry{}
		files, err := fs.Glob(templateFiles, "templates/"+lang+"/*.tmpl")
		if err != nil || len(files) == 0 {
			panic(fmt.Sprintf("mailer: no templates for %s: %v", lang, err))
		}
		for _, file := range files {
			name := strings.TrimSuffix(path.Base(file), ".tmpl")
			raw, err := templateFiles.ReadFile(file)
			if err != nil {
				panic(err)
			}
			var e entry
			e.text = template.Must(template.New(name).Option("missingkey=error").Funcs(Reader{}.Funcs()).Parse(string(raw)))
			if e.text.Lookup("html") != nil {
				e.html = htmltemplate.Must(htmltemplate.New(name).Option("missingkey=error").Funcs(Reader{}.Funcs()).Parse(string(raw)))
			}
			out[lang][name] = e
		}
	}
	return out
}

// Compose writes the named mail for the reader, in their language: its
// subject, its text and, when the mail has one, its own HTML body. The
// caller addresses it (To) and attaches what it needs.
func Compose(r Reader, name string, data Data) (Message, error) {
	e, ok := catalogue[r.lang()][name]
	if !ok {
		return Message{}, fmt.Errorf("mailer: no mail %q in %q", name, r.lang())
	}
	text, err := e.text.Clone()
	if err != nil {
		return Message{}, err
	}
	text.Funcs(r.Funcs())
	m := Message{Lang: r.lang()}
	if m.Subject, err = execute(text, "subject", data); err != nil {
		return Message{}, fmt.Errorf("mail %s (%s): %w", name, r.lang(), err)
	}
	m.Subject = strings.Join(strings.Fields(m.Subject), " ")
	if m.Body, err = execute(text, "body", data); err != nil {
		return Message{}, fmt.Errorf("mail %s (%s): %w", name, r.lang(), err)
	}
	if e.html != nil {
		html, err := e.html.Clone()
		if err != nil {
			return Message{}, err
		}
		html.Funcs(r.Funcs())
		var b bytes.Buffer
		if err := html.ExecuteTemplate(&b, "html", data); err != nil {
			return Message{}, fmt.Errorf("mail %s (%s): %w", name, r.lang(), err)
		}
		m.HTML = b.String()
	}
	return m, nil
}

func execute(t *template.Template, part string, data Data) (string, error) {
	var b bytes.Buffer
	err := t.ExecuteTemplate(&b, part, data)
	return b.String(), err
}

// layoutText is a piece of the HTML layout (layout.tmpl) in a language.
func layoutText(lang, part string) string {
	e, ok := catalogue[lang]["layout"]
	if !ok {
		e = catalogue[rules.English]["layout"]
	}
	s, err := execute(e.text, part, Data{})
	if err != nil {
		return ""
	}
	return strings.TrimSpace(s)
}
