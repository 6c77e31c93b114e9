package mailer

import (
	"bytes"
	"html/template"
	"regexp"
	"strings"
)

// Every mail goes out as plain text with an HTML alternative in the
// product's look: a navy header with the name, the notice (a site with
// test payments says so) on a yellow strip, the message in paragraphs
// (links made clickable), a quiet footer in the mail's language. Messages that need more (the
// receipt's table) bring their own HTML body, laid out the same way.

// layout wraps a body in the product's look. Inline styles: mail clients
// ignore style sheets.
var layout = template.Must(template.New("mail").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Subject}}</title></head>
<body style="margin:0;padding:0;background:#f3f6f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2633">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f6f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b2540;padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700">Cerebro</td></tr>
{{if .Notice}}<tr><td style="background:#fff3cd;padding:12px 24px;color:#1c2633;font-size:15px;font-weight:600;border-bottom:1px solid #e6cf7a">{{.Notice}}</td></tr>
{{end}}<tr><td style="padding:24px;font-size:16px;line-height:1.55">{{.Body}}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e8ee;color:#5b6776;font-size:13px">{{.Footer}}</td></tr>
</table></td></tr></table></body></html>`))

var linkPattern = regexp.MustCompile(`https?://[^\s<>"]+`)

// HTMLOrLayout is the message's HTML alternative: its own body, or its text
// in paragraphs, in the product's layout.
func (m Message) HTMLOrLayout() string {
	body := template.HTML(m.HTML)
	if m.HTML == "" {
		body = textToHTML(m.Body)
	}
	lang := Reader{Lang: m.Lang}.lang()
	var b bytes.Buffer
	if err := layout.Execute(&b, struct {
		Lang, Subject, Notice, Footer string
		Body                          template.HTML
	}{lang, m.Subject, m.Notice, layoutText(lang, "footer"), body}); err != nil {
		return ""
	}
	return b.String()
}

// textToHTML escapes plain text and keeps its shape: blank lines make
// paragraphs, line breaks stay, links become links.
func textToHTML(text string) template.HTML {
	var out strings.Builder
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		lines := strings.Split(para, "\n")
		for i, l := range lines {
			lines[i] = linkify(template.HTMLEscapeString(l))
		}
		out.WriteString(`<p style="margin:0 0 14px">` + strings.Join(lines, "<br>") + "</p>")
	}
	return template.HTML(out.String())
}

func linkify(escaped string) string {
	return linkPattern.ReplaceAllStringFunc(escaped, func(u string) string {
		return `<a href="` + u + `" style="color:#158f82">` + u + `</a>`
	})
}
