package notify

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"cerebro/mailer"
	"cerebro/rules"
)

// sample is data every event's text can read.
var sample = mailer.Data{"Other": "Nimal Perera", "From": "Nimal Perera", "Start": time.Date(2026, 3, 3, 9, 30, 0, 0, time.UTC),
	"To": time.Date(2026, 3, 4, 9, 30, 0, 0, time.UTC), "Lead": 15 * time.Minute, "Amount": int64(150000), "Count": 2}

func TestEveryEventHasATitleAndTextInEveryLanguage(t *testing.T) {
	for _, lang := range rules.Languages {
		for _, e := range Events {
			title, body, err := Text(Notice{Event: e, Reader: mailer.ReaderOf(lang, ""), Data: sample})
			if err != nil || title == "" || !strings.HasPrefix(body, "Cerebro: ") {
				t.Errorf("%s %s: title %q body %q err %v", lang, e, title, body, err)
			}
		}
	}
}

func TestATextIsWrittenInTheReadersLanguageAndZone(t *testing.T) {
	_, si, _ := Text(Notice{Event: BookingConfirmed, Reader: mailer.ReaderOf(rules.Sinhala, ""), Data: sample})
	if !strings.Contains(si, "මාර්තු") || !strings.Contains(si, "15:00") { // 09:30 UTC is 15:00 in Colombo
		t.Errorf("sinhala text %q", si)
	}
	_, en, _ := Text(Notice{Event: RefundPaid, Reader: mailer.ReaderOf("xx", ""), Data: sample})
	if !strings.Contains(en, "1,500.00") {
		t.Errorf("an unknown language reads English with the amount in rupees: %q", en)
	}
	if _, _, err := Text(Notice{Event: BookingConfirmed, Reader: mailer.ReaderOf(rules.English, ""), Data: mailer.Data{}}); err == nil {
		t.Error("a text missing its fields must fail, not say <no value>")
	}
}

type channel struct {
	name string
	err  error
	got  []Notice
}

func (c *channel) Name() string { return c.name }
func (c *channel) Deliver(_ context.Context, n Notice) error {
	c.got = append(c.got, n)
	return c.err
}

func TestAChannelsFailureDoesNotStopTheOthers(t *testing.T) {
	broken, working := &channel{name: "sms", err: errors.New("gateway down")}, &channel{name: "push"}
	n := &Notifier{Channels: []Channel{broken, working}}
	n.Notify(context.Background(), Notice{UserID: 7, Event: RoomOpen})
	if len(broken.got) != 1 || len(working.got) != 1 || working.got[0].UserID != 7 {
		t.Fatalf("each channel gets the notice once: %v %v", broken.got, working.got)
	}
	var none *Notifier
	none.Notify(context.Background(), Notice{UserID: 7, Event: RoomOpen}) // no channels: nobody told, no panic
}
