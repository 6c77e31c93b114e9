package notify

import (
	"bytes"
	"embed"
	"fmt"
	"strings"
	"text/template"

	"cerebro/mailer"
	"cerebro/rules"
)

// The texts' catalogue: one short text per event and language, in
// texts/<language>/<event>.tmpl (Go text/template with the mail
// catalogue's functions: {{when .Start}}, {{money .Amount}}…). A text file
// defines "text", the SMS and the push's body, and "title", the push's
// title. Texts are short: an SMS is at most two segments (sms.Segments),
// tested with the longest names, dates and amounts (segments_test.go); a
// date is written {{short .Start}} (mailer.Reader.Short), a name {{clip .Other}}.

//go:embed texts
var textFiles embed.FS

var texts = mustLoadTexts()

func mustLoadTexts() map[string]map[Event]*template.Template {
	out := map[string]map[Event]*template.Template{}
	for _, lang := range rules.Languages {
		out[lang] = map[Event]*template.Template{}
		for _, e := range Events {
			raw, err := textFiles.ReadFile(fmt.Sprintf("texts/%s/%s.tmpl", lang, e))
			if err != nil {
				panic(err)
			}
			out[lang][e] = template.Must(template.New(string(e)).Option("missingkey=error").
				Funcs(mailer.Reader{}.Funcs()).Funcs(textFuncs).Parse(string(raw)))
		}
	}
	return out
}

// MaxName is how much of a name a text says: a profile's name may run to
// 101 characters, a text's two segments do not (sms.MaxSegments).
const MaxName = 30

// textFuncs are the texts' own functions beside the mail catalogue's: clip
// shortens a name to MaxName characters, at a word where it can, and marks
// the cut with "..." (GSM-7, so an English text stays in its alphabet).
var textFuncs = template.FuncMap{"clip": clip}

func clip(name string) string {
	name = strings.Join(strings.Fields(name), " ")
	r := []rune(name)
	if len(r) <= MaxName {
		return name
	}
	cut := string(r[:MaxName-3])
	if i := strings.LastIndex(cut, " "); i >= MaxName/3 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " .,") + "..."
}

// Text is what the notice says, written for its reader: title for a push,
// body for a push and an SMS.
func Text(n Notice) (title, body string, err error) {
	lang := n.Reader.Lang
	if _, ok := texts[lang]; !ok {
		lang = rules.English
	}
	t, ok := texts[lang][n.Event]
	if !ok {
		return "", "", fmt.Errorf("notify: no text for event %q", n.Event)
	}
	t, err = t.Clone()
	if err != nil {
		return "", "", err
	}
	t.Funcs(n.Reader.Funcs())
	if title, err = run(t, "title", n.Data); err != nil {
		return "", "", err
	}
	body, err = run(t, "text", n.Data)
	return title, body, err
}

func run(t *template.Template, name string, data mailer.Data) (string, error) {
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, name, data); err != nil {
		return "", err
	}
	return strings.TrimSpace(b.String()), nil
}
