package phone_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	phoneacts "cerebro/activities/phone"
	"cerebro/config"
	"cerebro/mailer"
	"cerebro/models/modelstest"
	"cerebro/models/phone"
	"cerebro/notify"
	"cerebro/rules"
	"cerebro/sms"
	"cerebro/sms/smstest"
)

const number = "94771234567"

// texting is a consultee with a verified number, the SMS channel over a
// stand-in of Notify.lk, and a clock the test sets.
type texting struct {
	f     *modelstest.Fixture
	gw    *smstest.NotifyLK
	texts *phoneacts.Texts
	now   time.Time
}

func newTexting(t *testing.T) *texting {
	f := modelstest.NewFixture(t)
	gw := smstest.NewNotifyLK("1", "key", "Cerebro")
	t.Cleanup(gw.Close)
	x := &texting{f: f, gw: gw}
	x.texts = &phoneacts.Texts{Phone: phone.New(f.Store.DB), PerHour: 6, Now: func() time.Time { return x.now },
		Provider: sms.New(config.SMS{Provider: config.SMSNotifyLK, NotifyLKUserID: "1", NotifyLKAPIKey: "key",
			SenderID: "Cerebro", NotifyLKBaseURL: gw.URL})}
	require.NoError(t, f.Store.DB.Exec(`UPDATE consultees SET dial_code = '94', phone = '0771234567' WHERE id = ?`, f.Consultee.ID).Error)
	require.NoError(t, f.Store.DB.Exec(`UPDATE users SET verified_phone = ?, phone_verified_at = now() WHERE id = ?`,
		number, f.Consultee.UserID).Error)
	return x
}

func colombo(day, hour, minute int) time.Time {
	return time.Date(2026, 3, day, hour, minute, 0, 0, rules.Colombo)
}

func (x *texting) notice(event notify.Event, start time.Time) notify.Notice {
	return notify.Notice{UserID: x.f.Consultee.UserID, Event: event, Reader: mailer.ReaderOf(rules.Sinhala, ""),
		Data: mailer.Data{"Other": "Nimal Perera", "Start": start, "Lead": 15 * time.Minute}}
}

func (x *texting) deliver(t *testing.T, at time.Time, n notify.Notice) {
	t.Helper()
	x.now = at
	require.NoError(t, x.texts.Deliver(context.Background(), n))
}

func (x *texting) sweep(t *testing.T, at time.Time) phoneacts.TextSweepResult {
	t.Helper()
	out, err := x.texts.Sweep(context.Background(), at)
	require.NoError(t, err)
	return out
}

func TestABookingConfirmedAt22IsTextedAt07(t *testing.T) {
	x := newTexting(t)
	x.deliver(t, colombo(3, 22, 0), x.notice(notify.BookingConfirmed, colombo(4, 10, 0)))
	assert.Empty(t, x.gw.Texts(), "nothing in the quiet hours")
	assert.Equal(t, phoneacts.TextSweepResult{}, x.sweep(t, colombo(4, 6, 55)))
	assert.Equal(t, phoneacts.TextSweepResult{Sent: 1}, x.sweep(t, colombo(4, 7, 0)))
	got := x.gw.To(number)
	require.Len(t, got, 1)
	assert.Contains(t, got[0].Body, "Nimal Perera", "the Sinhala text arrives whole")
	assert.True(t, got[0].Unicode)
	assert.Equal(t, phoneacts.TextSweepResult{}, x.sweep(t, colombo(4, 7, 5)), "and only once")
}

func TestTheFifteenMinuteReminderIsSentInTheNight(t *testing.T) {
	x := newTexting(t)
	x.deliver(t, colombo(3, 23, 0), x.notice(notify.ReminderSoon, colombo(3, 23, 15)))
	assert.Len(t, x.gw.To(number), 1, "sent at once at 23:00")
}

func TestAHeldTextWhoseMomentPassedIsDropped(t *testing.T) {
	x := newTexting(t)
	x.deliver(t, colombo(3, 6, 15), x.notice(notify.ReminderDay, colombo(3, 6, 45)))
	assert.Equal(t, phoneacts.TextSweepResult{Dropped: 1}, x.sweep(t, colombo(3, 7, 0)), "the session started at 06:45")
	assert.Empty(t, x.gw.Texts())
}

func TestNoTextWithoutAVerifiedNumberOrWithTextsOff(t *testing.T) {
	x := newTexting(t)
	db := x.f.Store.DB
	require.NoError(t, db.Exec(`UPDATE users SET texts_off = true WHERE id = ?`, x.f.Consultee.UserID).Error)
	x.deliver(t, colombo(3, 12, 0), x.notice(notify.BookingConfirmed, colombo(4, 10, 0)))
	require.NoError(t, db.Exec(`UPDATE users SET texts_off = false, verified_phone = NULL WHERE id = ?`, x.f.Consultee.UserID).Error)
	x.deliver(t, colombo(3, 12, 1), x.notice(notify.BookingConfirmed, colombo(4, 11, 0)))
	// verified once, but the profile names another number since
	require.NoError(t, db.Exec(`UPDATE users SET verified_phone = ? WHERE id = ?`, number, x.f.Consultee.UserID).Error)
	require.NoError(t, db.Exec(`UPDATE consultees SET phone = '0779999999' WHERE id = ?`, x.f.Consultee.ID).Error)
	x.deliver(t, colombo(3, 12, 2), x.notice(notify.BookingConfirmed, colombo(4, 12, 0)))
	assert.Empty(t, x.gw.Texts())
	x.sweep(t, colombo(3, 12, 5))
	assert.Empty(t, x.gw.Texts(), "nothing was kept to send later either")
}

func TestANumberGetsAtMostSixTextsAnHour(t *testing.T) {
	x := newTexting(t)
	for i := range 7 {
		x.deliver(t, colombo(3, 12, i), x.notice(notify.BookingConfirmed, colombo(5, 8+i, 0)))
	}
	assert.Len(t, x.gw.To(number), 6)
	assert.Equal(t, phoneacts.TextSweepResult{}, x.sweep(t, colombo(3, 12, 30)), "not before the hour frees")
	assert.Equal(t, phoneacts.TextSweepResult{Sent: 1}, x.sweep(t, colombo(3, 13, 1)))
	assert.Len(t, x.gw.To(number), 7)
}

func TestARetryDoesNotTextTwiceAndAGatewayOutageIsSweptLater(t *testing.T) {
	x := newTexting(t)
	n := x.notice(notify.Cancelled, colombo(4, 10, 0))
	x.deliver(t, colombo(3, 12, 0), n)
	x.deliver(t, colombo(3, 12, 0), n) // the same activity run again
	assert.Len(t, x.gw.To(number), 1)

	x.gw.FailNext(1)
	x.now = colombo(3, 12, 10)
	err := x.texts.Deliver(context.Background(), with(x.notice(notify.Rescheduled, colombo(4, 10, 0)), "To", colombo(4, 11, 0)))
	assert.Error(t, err, "the gateway was down")
	assert.Len(t, x.gw.To(number), 1)
	assert.Equal(t, phoneacts.TextSweepResult{Sent: 1}, x.sweep(t, colombo(3, 12, 15)))
	assert.Len(t, x.gw.To(number), 2)
}

func with(n notify.Notice, field string, v any) notify.Notice {
	n.Data[field] = v
	return n
}
