package mailer

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"testing"
	"text/template"
	"text/template/parse"
	"time"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/rules"
)

// The catalogue is complete: every mail exists in every language, with the
// same named templates reading the same fields and choosing on the same
// values, each translation in its own script, and each executes with its
// sample data.

var (
	start = time.Date(2026, 3, 3, 9, 30, 0, 0, time.UTC)
	end   = start.Add(30 * time.Minute)
)

// samples are data every mail executes with; a new mail needs one here.
var samples = map[string]Data{
	"layout": {},
	"chargeback": {"Cref": "CRB-000042", "PaymentID": "320027150501", "Amount": int64(250000), "Consultee": "Kamala Silva",
		"Consultant": "Nimal Perera", "Cancelled": int64(1), "Dashboard": "https://cerebro.lk/#/admindashboard"},
	"verify_email":        {"Name": "Kamala", "Link": "https://cerebro.lk/#/verify-email/abc"},
	"password_reset":      {"Name": "Kamala", "Link": "https://cerebro.lk/#/updatepassword/abc"},
	"consultant_approved": {"Name": "Nimal", "Dashboard": "https://cerebro.lk/#/consultantdashboard"},
	"consultant_rejected": {"Name": "Nimal", "Reason": "Please add your licence number.",
		"Dashboard": "https://cerebro.lk/#/consultantdashboard"},
	"consultant_suspended":  {"Name": "Nimal", "Reason": "Three complaints this month."},
	"consultant_reinstated": {"Name": "Nimal", "Dashboard": "https://cerebro.lk/#/consultantdashboard"},
	"approval_reminder":     {"Consultant": "Nimal Perera", "Days": 3, "Dashboard": "https://cerebro.lk/#/admindashboard"},
	"credential_expiring": {"Name": "Nimal", "Consultant": "Nimal Perera", "Number": "12345", "ExpiresOn": start,
		"Dashboard": "https://cerebro.lk/#/consultantdashboard"},
	"credential_sent_back": {"Name": "Nimal", "Number": "12345", "Reason": "The certificate is unreadable.",
		"Dashboard": "https://cerebro.lk/#/consultantdashboard"},
	"credential_expiring_admin": {"Name": "Nimal", "Consultant": "Nimal Perera", "Number": "12345", "ExpiresOn": start,
		"Dashboard": "https://cerebro.lk/#/admindashboard"},
	"bank_details_changed": {"Name": "Nimal", "Bank": "BOC", "Branch": "Kollupitiya", "Last4": "3004",
		"ResetLink": "https://cerebro.lk/#/resetpassword"},
	"slip_review": {"Cref": "CRB-000042", "ReviewBy": start, "Dashboard": "https://cerebro.lk/#/admindashboard"},
	"refund_failed": {"ID": int64(7), "Cref": "CRB-000042", "Amount": int64(250000), "Consultee": "Kamala Silva",
		"Reason": "declined by the card issuer", "Dashboard": "https://cerebro.lk/#/admindashboard"},
	"booking_released": {"Name": "Kamala", "Cref": "CRB-000042", "Reason": "SLIP_REJECTED", "Remark": "Unreadable slip.",
		"Invoices": "https://cerebro.lk/#/consulteedashboard?tab=invoices"},
	"refund_update": {"Name": "Kamala", "Cref": "CRB-000042", "Status": "APPROVED", "Amount": int64(100000), "BySlip": true,
		"Remark": "Half.", "Invoices": "https://cerebro.lk/#/consulteedashboard?tab=invoices"},
	"booking_confirmed": {"Name": "Kamala", "Cref": "CRB-000042", "Total": int64(250000), "Card": true, "PaymentID": "320000042",
		"Dashboard": "https://cerebro.lk/#/consulteedashboard",
		"Lines":     []Data{{"Consultant": "Nimal Perera", "Start": start, "End": end, "Price": int64(250000)}}},
	"booking_new": {"Name": "Nimal", "Consultee": "Kamala Silva", "Cref": "CRB-000042",
		"Sessions": []Data{{"Start": start, "End": end}}, "Dashboard": "https://cerebro.lk/#/consultantdashboard"},
	"messages_new": {"Name": "Nimal", "From": "Kamala Silva", "Count": 2, "Start": start, "End": end,
		"Link": "https://cerebro.lk/#/messages/42"},
	"consultant_opened": {"Name": "Kamala", "Consultant": "Nimal Perera", "First": start,
		"Link": "https://cerebro.lk/#/profile/7?again=1"},
	"invite": {"Consultee": "Kamala Silva", "Consultant": "Nimal Perera", "Start": start, "End": end,
		"JoinURL": "https://cerebro.lk/#/video/42"},
	"session_reminder": {"Name": "Kamala", "Other": "Nimal Perera", "Lead": 24 * time.Hour, "Start": start, "End": end,
		"Dashboard": "https://cerebro.lk/#/consulteedashboard"},
	"rescheduled": {"Name": "Kamala", "Other": "Nimal Perera", "From": start, "To": start.Add(24 * time.Hour),
		"Dashboard": "https://cerebro.lk/#/consulteedashboard", "Refunded": int64(50000), "ByTransfer": true},
	"session_cancelled": {"Name": "Kamala Silva", "Other": "Nimal Perera", "Start": start, "By": "you", "Refund": "refunded",
		"Amount": int64(250000), "Dashboard": "https://cerebro.lk/#/consulteedashboard"},
	"session_outcome": {"Name": "Kamala Silva", "Other": "Nimal Perera", "Start": start, "Outcome": "CUT_SHORT",
		"ToConsultee": true, "Dashboard": "https://cerebro.lk/#/consulteedashboard"},
}

// scripts are the Unicode blocks each translation is written in.
var scripts = map[string]*unicode.RangeTable{
	rules.Sinhala: {R16: []unicode.Range16{{Lo: 0x0D80, Hi: 0x0DFF, Stride: 1}}},
	rules.Tamil:   {R16: []unicode.Range16{{Lo: 0x0B80, Hi: 0x0BFF, Stride: 1}}},
}

// mailNames are the mails of a language, from its folder.
func mailNames(t *testing.T, lang string) []string {
	t.Helper()
	files, err := fs.Glob(templateFiles, "templates/"+lang+"/*.tmpl")
	require.NoError(t, err)
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(path.Base(f), ".tmpl"))
	}
	return names
}

// shape is what a mail's file is made of: each named template with the
// fields it reads, the functions it calls and the values it compares with.
func shape(t *testing.T, lang, name string) map[string][]string {
	t.Helper()
	raw, err := templateFiles.ReadFile("templates/" + lang + "/" + name + ".tmpl")
	require.NoError(t, err)
	tmpl, err := template.New(name).Funcs(Reader{}.Funcs()).Parse(string(raw))
	require.NoError(t, err, "%s/%s", lang, name)
	out := map[string][]string{}
	for _, d := range tmpl.Templates() {
		if d.Name() == name || d.Tree == nil {
			continue // the file itself: only its definitions are the mail
		}
		seen := map[string]bool{}
		walk(d.Tree.Root, seen)
		var uses []string
		for u := range seen {
			uses = append(uses, u)
		}
		sort.Strings(uses)
		out[d.Name()] = uses
	}
	return out
}

func walk(n parse.Node, seen map[string]bool) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n != nil {
			for _, c := range n.Nodes {
				walk(c, seen)
			}
		}
	case *parse.ActionNode:
		walk(n.Pipe, seen)
	case *parse.PipeNode:
		if n != nil {
			for _, c := range n.Cmds {
				walk(c, seen)
			}
		}
	case *parse.CommandNode:
		for _, a := range n.Args {
			walk(a, seen)
		}
	case *parse.IfNode:
		walkBranch(&n.BranchNode, seen)
	case *parse.RangeNode:
		walkBranch(&n.BranchNode, seen)
	case *parse.WithNode:
		walkBranch(&n.BranchNode, seen)
	case *parse.TemplateNode:
		seen["template "+n.Name] = true
		walk(n.Pipe, seen)
	case *parse.FieldNode:
		seen["field ."+strings.Join(n.Ident, ".")] = true
	case *parse.ChainNode:
		walk(n.Node, seen)
		seen["field ."+strings.Join(n.Field, ".")] = true
	case *parse.IdentifierNode:
		seen["func "+n.Ident] = true
	case *parse.StringNode:
		seen["value "+n.Quoted] = true
	}
}

func walkBranch(b *parse.BranchNode, seen map[string]bool) {
	walk(b.Pipe, seen)
	walk(b.List, seen)
	walk(b.ElseList, seen)
}

func TestEveryMailIsWrittenInEveryLanguageWithTheSameShape(t *testing.T) {
	english := mailNames(t, rules.English)
	require.NotEmpty(t, english)
	for _, lang := range rules.Languages[1:] {
		assert.ElementsMatch(t, english, mailNames(t, lang), "the mails of %s are those of en", lang)
		for _, name := range english {
			want := shape(t, rules.English, name)
			if name != "layout" {
				assert.Contains(t, want, "subject", "%s has a subject", name)
				assert.Contains(t, want, "body", "%s has a body", name)
			}
			assert.Equal(t, want, shape(t, lang, name), "%s/%s: the same named templates, fields, functions and values as en", lang, name)
		}
	}
}

// parts executes every named template of the mail in a language.
func parts(t *testing.T, lang, name string, data Data) map[string]string {
	t.Helper()
	e := catalogue[lang][name]
	tmpl, err := e.text.Clone()
	require.NoError(t, err)
	tmpl.Funcs(ReaderOf(lang, "Europe/London").Funcs())
	out := map[string]string{}
	for _, d := range tmpl.Templates() {
		if d.Name() == name {
			continue
		}
		s, err := execute(tmpl, d.Name(), data)
		require.NoError(t, err, "%s/%s %s", lang, name, d.Name())
		out[d.Name()] = s
	}
	return out
}

func TestSinhalaAndTamilMailsAreWrittenInTheirScript(t *testing.T) {
	for _, lang := range []string{rules.Sinhala, rules.Tamil} {
		for _, name := range mailNames(t, lang) {
			data, ok := samples[name]
			require.True(t, ok, "mail %s has no sample data in samples", name)
			for part, text := range parts(t, lang, name, data) {
				assert.True(t, strings.IndexFunc(text, func(r rune) bool { return unicode.Is(scripts[lang], r) }) >= 0,
					"%s/%s %q is not in its script: %q", lang, name, part, text)
			}
		}
	}
}

func TestEveryMailComposesWithItsSampleData(t *testing.T) {
	for _, lang := range rules.Languages {
		for _, name := range mailNames(t, lang) {
			if name == "layout" {
				continue
			}
			data, ok := samples[name]
			require.True(t, ok, "mail %s has no sample data in samples", name)
			m, err := Compose(ReaderOf(lang, "Europe/London"), name, data)
			require.NoError(t, err, "%s/%s", lang, name)
			assert.NotEmpty(t, m.Subject, "%s/%s", lang, name)
			assert.NotContains(t, m.Subject, "\n", "%s/%s: a subject is one line", lang, name)
			assert.NotEmpty(t, m.Body, "%s/%s", lang, name)
			assert.Equal(t, lang, m.Lang)
			assert.NotContains(t, m.Body+m.HTML, "<no value>", "%s/%s", lang, name)

		}
	}
}

func TestAnUnknownMailOrLanguage(t *testing.T) {
	_, err := Compose(ReaderOf(rules.English, ""), "no_such_mail", Data{})
	assert.Error(t, err)
	m, err := Compose(ReaderOf("fr", ""), "password_reset", samples["password_reset"])
	require.NoError(t, err)
	assert.Equal(t, rules.English, m.Lang, "a language Cerebro does not write reads English")
	assert.Equal(t, "Reset your Cerebro password", m.Subject)
	_, err = Compose(ReaderOf(rules.Tamil, ""), "password_reset", Data{"Name": "Kamala"})
	assert.ErrorContains(t, err, "Link", "a field the data lacks is an error, never a blank in the mail")
}

func TestTheReceiptIsATableInTheReadersLanguage(t *testing.T) {
	m, err := Compose(ReaderOf(rules.Tamil, ""), "booking_confirmed", samples["booking_confirmed"])
	require.NoError(t, err)
	assert.Contains(t, m.HTML, "<table")
	assert.Contains(t, m.HTML, "பற்றுச்சீட்டு CRB-000042")
	assert.Contains(t, m.HTML, "ரூ. 2,500.00")
	html := m.HTMLOrLayout()
	assert.Contains(t, html, `<html lang="ta">`)
	assert.Contains(t, html, "கொழும்பு 03", "the footer in Tamil")
	assert.Contains(t, Message{Subject: "x", Body: "y"}.HTMLOrLayout(), `<html lang="en">`)
	assert.Contains(t, Message{Subject: "x", Body: "y"}.HTMLOrLayout(), "Galle Road, Colombo 03")
	evil := Data{}
	for k, v := range samples["booking_confirmed"] {
		evil[k] = v
	}
	evil["Name"] = "<script>alert(1)</script>"
	m, err = Compose(ReaderOf(rules.English, ""), "booking_confirmed", evil)
	require.NoError(t, err)
	assert.NotContains(t, m.HTML, "<script>", "names are escaped in the HTML body")
}

func ExampleCompose() {
	m, _ := Compose(ReaderOf(rules.Sinhala, "Asia/Colombo"), "password_reset",
		Data{"Name": "Kamala", "Link": "https://cerebro.lk/#/updatepassword/abc"})
	fmt.Println(m.Subject)
	// Output: ඔබේ Cerebro මුරපදය යළි සකසන්න
}
