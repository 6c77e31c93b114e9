package sms_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/rules"
	"cerebro/sms"
	"cerebro/sms/smstest"
)

func TestSegmentsCountGSMSeptetsAndUCS2CodeUnits(t *testing.T) {
	cases := []struct {
		text     string
		segments int
		ucs2     bool
	}{
		{strings.Repeat("a", 160), 1, false},
		{strings.Repeat("a", 161), 2, false},
		{strings.Repeat("a", 306), 2, false},
		{strings.Repeat("a", 307), 3, false},
		{strings.Repeat("€", 80), 1, false}, // the extension table: two septets each
		{strings.Repeat("€", 81), 2, false},
		{strings.Repeat("ක", 70), 1, true}, // Sinhala: UCS-2
		{strings.Repeat("ක", 71), 2, true},
		{strings.Repeat("க", 134), 2, true}, // Tamil: 67 a part
		{strings.Repeat("க", 135), 3, true},
		{"a" + strings.Repeat("😀", 35), 2, true}, // outside the BMP: two code units each, 71
		{strings.Repeat("a", 69) + "ක", 1, true}, // one letter makes the whole text UCS-2
	}
	for _, c := range cases {
		_, ucs2 := sms.Length(c.text)
		assert.Equal(t, c.segments, sms.Segments(c.text), "%.20q…", c.text)
		assert.Equal(t, c.ucs2, ucs2, "%.20q…", c.text)
	}
}

func TestTheQuietHoursRunFrom21To07ColomboTime(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2026, 3, 3, h, m, 0, 0, rules.Colombo) }
	morning := time.Date(2026, 3, 4, 7, 0, 0, 0, rules.Colombo)
	assert.Equal(t, at(20, 59), sms.NotBefore(at(20, 59)))
	assert.True(t, sms.NotBefore(at(21, 0)).Equal(morning))
	assert.True(t, sms.NotBefore(at(23, 30).UTC()).Equal(morning), "whatever the instant's zone")
	assert.True(t, sms.NotBefore(at(6, 59)).Equal(at(7, 0)))
	assert.Equal(t, at(7, 0), sms.NotBefore(at(7, 0)))
}

const sinhala = "Cerebro: නිමල් පෙරේරා සමඟ ඔබේ සැසිය 3 මාර්තු 15:00 ට."

func TestNotifyLKSendsThroughItsAPIAndSinhalaArrivesIntact(t *testing.T) {
	gw := smstest.NewNotifyLK("2045", "key-abc", "Cerebro")
	defer gw.Close()
	p := sms.New(config.SMS{Provider: config.SMSNotifyLK, NotifyLKUserID: "2045", NotifyLKAPIKey: "key-abc",
		SenderID: "Cerebro", NotifyLKBaseURL: gw.URL})
	ctx := context.Background()
	require.NoError(t, p.Send(ctx, "94771234567", "Cerebro: your code is 123456"))
	require.NoError(t, p.Send(ctx, "94771234567", sinhala))
	got := gw.To("94771234567")
	require.Len(t, got, 2)
	assert.False(t, got[0].Unicode, "a GSM text goes plain")
	assert.Equal(t, sinhala, got[1].Body)
	assert.True(t, got[1].Unicode, "Sinhala goes with type=unicode")

	wrong := sms.New(config.SMS{Provider: config.SMSNotifyLK, NotifyLKUserID: "2045", NotifyLKAPIKey: "stolen",
		SenderID: "Cerebro", NotifyLKBaseURL: gw.URL})
	assert.ErrorIs(t, wrong.Send(ctx, "94771234567", "x"), sms.ErrRefused)
	gw.FailNext(1)
	err := p.Send(ctx, "94771234567", "x")
	require.Error(t, err)
	assert.False(t, errors.Is(err, sms.ErrRefused), "a gateway that is down may be tried again")
}

func TestTwilioSendsThroughItsAPIAndTamilArrivesIntact(t *testing.T) {
	gw := smstest.NewTwilio("AC0123", "auth-token", "+15005550006")
	defer gw.Close()
	p := sms.New(config.SMS{Provider: config.SMSTwilio, TwilioAccountSID: "AC0123", TwilioAuthToken: "auth-token",
		TwilioFrom: "+15005550006", TwilioBaseURL: gw.URL})
	tamil := "Cerebro: நிமல் பெரேரா உடன் உங்கள் அமர்வு 3 மார்ச் 15:00."
	require.NoError(t, p.Send(context.Background(), "94771234567", tamil))
	got := gw.To("+94771234567")
	require.Len(t, got, 1)
	assert.Equal(t, tamil, got[0].Body)
	assert.Equal(t, "+15005550006", got[0].From)

	wrong := sms.New(config.SMS{Provider: config.SMSTwilio, TwilioAccountSID: "AC0123", TwilioAuthToken: "nope",
		TwilioFrom: "+15005550006", TwilioBaseURL: gw.URL})
	assert.ErrorIs(t, wrong.Send(context.Background(), "94771234567", "x"), sms.ErrRefused)
	res, err := http.Post(gw.URL+"/2010-04-01/Accounts/AC0123/Messages.json", "application/x-www-form-urlencoded", nil)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode, "the stand-in asks for basic auth")
}

func TestWithNoProviderTextsGoToTheLog(t *testing.T) {
	p := sms.New(config.SMS{})
	log, ok := p.(*sms.Log)
	require.True(t, ok)
	require.NoError(t, p.Send(context.Background(), "94771234567", "hello"))
	assert.Equal(t, []sms.Sent{{To: "94771234567", Body: "hello"}}, log.To("94771234567"))
	assert.Equal(t, "94771234567", sms.Number("+94", "0771234567"))
}
