package activities

import (
	"context"
	"fmt"
	"html/template"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"

	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

// What booking mails share: the calendar invite of each session, and the
// consultee's receipt.

// inviteSender is the organizer address invites name.
const inviteSender = "no-reply@cerebro.lk"

// invites are the calendar invites of a booking's sessions for both parties.
func (a *Activities) invites(method ics.Method, b models.Booking, sequence int, consultee, consultant *mailerParty) []mailer.Attachment {
	if b.Slot == nil {
		return nil
	}
	s := invite.Session{BookingID: b.ID, Sequence: sequence, Start: b.Slot.StartsAt, End: b.Slot.EndsAt,
		Summary:   fmt.Sprintf("Cerebro session: %s with %s", consultee.name, consultant.name),
		JoinURL:   a.PublicBaseURL + "/#/video/" + fmt.Sprint(b.ID),
		Organizer: inviteSender, Attendees: []string{consultee.email, consultant.email}}
	att := invite.Attachment(method, s, time.Now())
	att.Name = fmt.Sprintf("cerebro-session-%d.ics", b.ID)
	return []mailer.Attachment{att}
}

// mailerParty is one side of a booking as mails name them.
type mailerParty struct{ first, name, email string }

func partiesOf(ce *models.Consultee, ct *models.Consultant) (*mailerParty, *mailerParty, error) {
	if ce == nil || ce.User == nil || ct == nil || ct.User == nil {
		return nil, nil, fmt.Errorf("parties not loaded")
	}
	return &mailerParty{ce.FirstName, strings.TrimSpace(ce.FirstName + " " + ce.LastName), ce.User.Email},
		&mailerParty{ct.FirstName, strings.TrimSpace(ct.FirstName + " " + ct.LastName), ct.User.Email}, nil
}

// sessionMail is a booking as one party's mail about its session needs it:
// both parties, which is the reader, and the reader's dashboard.
type sessionMail struct {
	b                     *models.Booking
	consultee, consultant *mailerParty
	me, other             *mailerParty
	dashboard             string
}

// sessionMailOf loads the booking with its slot and parties for a mail to
// party (MailConsultee or MailConsultant).
func (a *Activities) sessionMailOf(ctx context.Context, bookingID int64, party string) (*sessionMail, error) {
	b, err := a.Store.BookingByID(ctx, bookingID)
	if err != nil {
		return nil, err
	}
	consultee, consultant, err := partiesOf(b.Consultee, b.Consultant)
	if err != nil || b.Slot == nil {
		return nil, fmt.Errorf("booking %d: slot or parties not loaded", b.ID)
	}
	m := &sessionMail{b: b, consultee: consultee, consultant: consultant, me: consultee, other: consultant,
		dashboard: "consulteedashboard"}
	if party == MailConsultant {
		m.me, m.other, m.dashboard = consultant, consultee, "consultantdashboard"
	}
	return m, nil
}

// receiptHTML is the consultee's receipt: invoice number, each session with
// its price, the total, the method and the gateway's payment id.
var receiptHTML = template.Must(template.New("receipt").Parse(`<p style="margin:0 0 14px">Hello {{.Name}},</p>
<p style="margin:0 0 14px">We received your payment. Your booking is confirmed; the calendar invites are attached.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="6" style="border-collapse:collapse;font-size:15px;margin:0 0 14px">
<tr><td colspan="2" style="font-weight:700;border-bottom:2px solid #0b2540">Receipt {{.Cref}}</td></tr>
{{range .Lines}}<tr><td style="border-bottom:1px solid #e3e8ee">{{.What}}</td><td align="right" style="border-bottom:1px solid #e3e8ee;white-space:nowrap">{{.Price}}</td></tr>
{{end}}<tr><td style="font-weight:700">Total paid</td><td align="right" style="font-weight:700;white-space:nowrap">{{.Total}}</td></tr>
<tr><td style="color:#5b6776">Method</td><td align="right" style="color:#5b6776">{{.Method}}</td></tr>
{{if .PaymentID}}<tr><td style="color:#5b6776">Payment id</td><td align="right" style="color:#5b6776">{{.PaymentID}}</td></tr>{{end}}
</table>
<p style="margin:0"><a href="{{.Dashboard}}" style="color:#158f82">Your dashboard</a>: join each session from there when it opens.</p>`))

type receiptLine struct{ What, Price string }

type receipt struct {
	Name, Cref, Total, Method, PaymentID, Dashboard string
	Lines                                           []receiptLine
}

// receiptOf is the receipt of a paid invoice, as text and HTML.
func (a *Activities) receiptOf(inv *models.Invoice, name string) (string, string, error) {
	r := receipt{Name: name, Cref: inv.Cref, Total: rules.FormatLKR(inv.TotalAmount), Method: "Card (PayHere)",
		Dashboard: a.PublicBaseURL + "/#/consulteedashboard"}
	if inv.PaymentMethod == models.PaySlip {
		r.Method = "Bank slip"
	}
	if inv.GatewayPaymentID != nil {
		r.PaymentID = *inv.GatewayPaymentID
	}
	var text strings.Builder
	fmt.Fprintf(&text, "Hello %s,\n\nWe received your payment. Your booking is confirmed; the calendar invites are attached.\n\nReceipt %s\n", name, inv.Cref)
	for _, b := range inv.Bookings {
		if b.Slot == nil {
			continue
		}
		line := receiptLine{What: fmt.Sprintf("Session with %s %s, %s %s–%s (Colombo time)", inv.Consultant.FirstName,
			inv.Consultant.LastName, rules.ColomboDate(b.Slot.StartsAt), rules.ColomboClock(b.Slot.StartsAt)[:5],
			rules.ColomboClock(b.Slot.EndsAt)[:5]), Price: rules.FormatLKR(b.Slot.Price)}
		r.Lines = append(r.Lines, line)
		fmt.Fprintf(&text, "  %s  %s\n", line.What, line.Price)
	}
	fmt.Fprintf(&text, "Total paid: %s\nMethod: %s\n", r.Total, r.Method)
	if r.PaymentID != "" {
		fmt.Fprintf(&text, "Payment id: %s\n", r.PaymentID)
	}
	fmt.Fprintf(&text, "\nJoin each session from your dashboard when it opens: %s\n", r.Dashboard)
	var html strings.Builder
	if err := receiptHTML.Execute(&html, r); err != nil {
		return "", "", err
	}
	return text.String(), html.String(), nil
}
