package api_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/api"
)

// Who may pass the role gate of the phone routes: every signed-in person,
// for themselves.
var _ = addAccess(map[string]string{
	"POST /api/v1/auth/phone/start":   "CONSULTEE,CONSULTANT,ADMIN",
	"POST /api/v1/auth/phone/confirm": "CONSULTEE,CONSULTANT,ADMIN",
	"GET /api/v1/me/notifications":    "CONSULTEE,CONSULTANT,ADMIN",
	"PUT /api/v1/me/notifications":    "CONSULTEE,CONSULTANT,ADMIN",
})

var (
	numberSeq   sync.Mutex
	numberCount int
	sixDigits   = regexp.MustCompile(`\b(\d{6})\b`)
)

// freshNumber is a national number no other test texts ("07…", 10 digits),
// so the hourly limit per number is each test's own.
func freshNumber() string {
	numberSeq.Lock()
	defer numberSeq.Unlock()
	numberCount++
	return fmt.Sprintf("07%02d%06d", time.Now().Unix()%100, (time.Now().UnixNano()/1000+int64(numberCount))%1_000_000)
}

// codeSentTo is the last code the stand-in gateway took for the number
// (national, with dial code 94).
func codeSentTo(t testing.TB, national string) string {
	t.Helper()
	texts := env.sms.To("94" + strings.TrimLeft(national, "0"))
	require.NotEmpty(t, texts, "no text reached %s", national)
	m := sixDigits.FindStringSubmatch(texts[len(texts)-1].Body)
	require.NotNil(t, m, "no code in %q", texts[len(texts)-1].Body)
	return m[1]
}

func startPhone(t testing.TB, base, token, national string) response {
	t.Helper()
	return send(t, base, "POST", "/api/v1/auth/phone/start", token, map[string]any{"dialCode": "+94", "phone": national}, nil)
}

func confirmPhone(t testing.TB, base, token, code string) response {
	t.Helper()
	return send(t, base, "POST", "/api/v1/auth/phone/confirm", token, map[string]any{"code": code}, nil)
}

// clockServer is an API server over the harness whose clock the test moves.
func clockServer(t testing.TB, start time.Time) (*httptest.Server, func(time.Duration)) {
	t.Helper()
	var mu sync.Mutex
	now := start
	d := env.deps
	d.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	srv, err := api.NewServer(d)
	require.NoError(t, err)
	ts := httptest.NewServer(checkCodes(srv.Handler(), func(v string) { t.Errorf("an error left the API without a proper code: %s", v) }))
	t.Cleanup(ts.Close)
	return ts, func(by time.Duration) { mu.Lock(); now = now.Add(by); mu.Unlock() }
}

func wrongCode(code string) string {
	if code == "000000" {
		return "000001"
	}
	return "000000"
}

func TestAPhoneIsVerifiedByTheCodeTextedToIt(t *testing.T) {
	a := createConsulteeProfile(t)
	number := freshNumber()
	signIn := func() response {
		return call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": a.email, "password": "password123"})
	}
	assert.Equal(t, false, signIn().Body["phoneVerified"])

	res := startPhone(t, env.server.URL, a.token, number)
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	code := codeSentTo(t, number)
	assert.Contains(t, env.sms.To("94" + number[1:])[0].Body, "Cerebro: your code is "+code)

	res = confirmPhone(t, env.server.URL, a.token, wrongCode(code))
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "phone.code_wrong", res.Body["code"])
	assert.Equal(t, "That is not the code we sent. You have 4 tries left.", res.message())

	res = confirmPhone(t, env.server.URL, a.token, code)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, true, res.Body["phoneVerified"])
	assert.Equal(t, true, signIn().Body["phoneVerified"], "the sign-in answer carries it")

	profile := call(t, "GET", consulteePath(a.id), a.token, nil)
	assert.Equal(t, "94", profile.Body["dialCode"])
	assert.Equal(t, number, profile.Body["phone"], "the verified number becomes the profile's")
	prefs := call(t, "GET", "/api/v1/me/notifications", a.token, nil)
	assert.Equal(t, map[string]any{"texts": true, "phoneVerified": true, "number": "+94" + number[1:]}, prefs.Body)

	res = confirmPhone(t, env.server.URL, a.token, code)
	assert.Equal(t, "phone.code_spent", res.Body["code"], "a code works once")

	// A new number in the profile is not verified: texts stop until it is.
	res = call(t, "PUT", consulteePath(a.id), a.token, map[string]any{"firstName": "Kamala", "lastName": "Silva",
		"birthday": "1990-09-03", "gender": "FEMALE", "phone": "719876543"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, false, signIn().Body["phoneVerified"])
}

func TestAPhoneCodeAllowsFiveTries(t *testing.T) {
	a := createConsulteeProfile(t)
	number := freshNumber()
	require.Equal(t, http.StatusNoContent, startPhone(t, env.server.URL, a.token, number).Status)
	code := codeSentTo(t, number)
	for left := 4; left >= 1; left-- {
		res := confirmPhone(t, env.server.URL, a.token, wrongCode(code))
		require.Equal(t, "phone.code_wrong", res.Body["code"], "%s", res.Raw)
		assert.Contains(t, res.message(), fmt.Sprintf("%d tr", left))
	}
	res := confirmPhone(t, env.server.URL, a.token, wrongCode(code))
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "phone.code_spent", res.Body["code"], "the fifth wrong try spends the code")
	res = confirmPhone(t, env.server.URL, a.token, code)
	assert.Equal(t, "phone.code_spent", res.Body["code"], "even the right code, after five wrong ones")
	assert.Equal(t, "phone.code_format", confirmPhone(t, env.server.URL, a.token, "12ab").Body["code"])
}

func TestAPhoneCodeExpiresAfterTenMinutes(t *testing.T) {
	a := createConsulteeProfile(t)
	number := freshNumber()
	srv, move := clockServer(t, time.Now())
	require.Equal(t, http.StatusNoContent, startPhone(t, srv.URL, a.token, number).Status)
	code := codeSentTo(t, number)
	move(10 * time.Minute)
	res := confirmPhone(t, srv.URL, a.token, code)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "phone.code_expired", res.Body["code"], "at ten minutes the code is gone")
	assert.Equal(t, "This code has expired: codes are valid for 10 minutes. Ask for a new one.", res.message())

	require.Equal(t, http.StatusNoContent, startPhone(t, srv.URL, a.token, number).Status)
	code = codeSentTo(t, number)
	move(10*time.Minute - time.Second)
	res = confirmPhone(t, srv.URL, a.token, code)
	assert.Equal(t, http.StatusOK, res.Status, "a second before, it works: %s", res.Raw)
}

func TestThreePhoneCodesAnHour(t *testing.T) {
	a := createConsulteeProfile(t)
	number := freshNumber()
	srv, move := clockServer(t, time.Now())
	var first string
	for i := range 3 {
		require.Equal(t, http.StatusNoContent, startPhone(t, srv.URL, a.token, number).Status)
		if i == 0 {
			first = codeSentTo(t, number)
		}
		move(time.Minute)
	}
	res := startPhone(t, srv.URL, a.token, number)
	assert.Equal(t, http.StatusTooManyRequests, res.Status)
	assert.Equal(t, "phone.too_many_codes", res.Body["code"])
	assert.Equal(t, "You have asked for 3 codes within the hour. You can ask for another in 57 minutes.", res.message())
	assert.Equal(t, "3420", res.Header.Get("Retry-After"))
	assert.Len(t, env.sms.To("94"+number[1:]), 3, "the fourth was not texted")

	// Only the newest code works; an earlier one is replaced.
	if last := codeSentTo(t, number); last != first {
		assert.Equal(t, "phone.code_wrong", confirmPhone(t, srv.URL, a.token, first).Body["code"])
	}

	// Another account cannot text the same number a fourth time either.
	b := createConsulteeProfile(t)
	assert.Equal(t, http.StatusTooManyRequests, startPhone(t, srv.URL, b.token, number).Status)

	move(57 * time.Minute)
	assert.Equal(t, http.StatusNoContent, startPhone(t, srv.URL, a.token, number).Status, "an hour after the first")
}

// Asks at once are counted one after the other: ten together still text
// the number three codes, never more.
func TestThreePhoneCodesAnHourUnderConcurrentAsks(t *testing.T) {
	a := createConsulteeProfile(t)
	number := freshNumber()
	statuses := make(chan int, 10)
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() { defer wg.Done(); statuses <- startPhone(t, env.server.URL, a.token, number).Status }()
	}
	wg.Wait()
	close(statuses)
	counts := map[int]int{}
	for s := range statuses {
		counts[s]++
	}
	assert.Equal(t, map[int]int{http.StatusNoContent: 3, http.StatusTooManyRequests: 7}, counts)
	assert.Len(t, env.sms.To("94"+number[1:]), 3, "three codes texted")
}

func TestSomeoneElsesCodeVerifiesNothing(t *testing.T) {
	a, b := createConsulteeProfile(t), createConsulteeProfile(t)
	number := freshNumber()
	require.Equal(t, http.StatusNoContent, startPhone(t, env.server.URL, a.token, number).Status)
	code := codeSentTo(t, number)
	res := confirmPhone(t, env.server.URL, b.token, code)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "phone.no_code", res.Body["code"])

	require.Equal(t, http.StatusNoContent, startPhone(t, env.server.URL, b.token, freshNumber()).Status)
	res = confirmPhone(t, env.server.URL, b.token, code)
	if res.Status != http.StatusOK { // a's code is b's only by a one-in-a-million chance
		assert.Equal(t, "phone.code_wrong", res.Body["code"])
	}
	assert.Equal(t, http.StatusOK, confirmPhone(t, env.server.URL, a.token, code).Status, "a's code still works for a")
}

func TestAPhoneNumberMustBeDigits(t *testing.T) {
	a := createConsulteeProfile(t)
	res := call(t, "POST", "/api/v1/auth/phone/start", a.token, map[string]any{"dialCode": "9x", "phone": "12"})
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "phone.dial_code_digits", res.Body["fieldCodes"].(map[string]any)["dialCode"])
	assert.Equal(t, "phone.phone_digits", res.Body["fieldCodes"].(map[string]any)["phone"])
	assert.Equal(t, http.StatusUnauthorized, call(t, "POST", "/api/v1/auth/phone/start", "",
		map[string]any{"dialCode": "94", "phone": "771234567"}).Status)
}

func TestTextsCanBeSwitchedOff(t *testing.T) {
	token, _ := signUp(t, "CONSULTANT")
	res := call(t, "PUT", "/api/v1/me/notifications", token, map[string]any{"texts": false})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, map[string]any{"texts": false, "phoneVerified": false, "number": nil}, res.Body)
	assert.Equal(t, false, call(t, "GET", "/api/v1/me/notifications", token, nil).Body["texts"])
	res = call(t, "PUT", "/api/v1/me/notifications", token, map[string]any{})
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "phone.texts_missing", res.Body["code"])
	res = call(t, "PUT", "/api/v1/me/notifications", token, map[string]any{"texts": true})
	assert.Equal(t, true, res.Body["texts"])
}

func TestClosingAnAccountForgetsItsVerifiedPhone(t *testing.T) {
	a := createConsulteeProfile(t)
	number := freshNumber()
	require.Equal(t, http.StatusNoContent, startPhone(t, env.server.URL, a.token, number).Status)
	require.Equal(t, http.StatusOK, confirmPhone(t, env.server.URL, a.token, codeSentTo(t, number)).Status)
	res := closeAccount(t, a.token, map[string]any{"confirm": true})
	require.Less(t, res.Status, 300, "%s", res.Raw)
	var left struct {
		Verified *string
		Codes    int
	}
	require.NoError(t, env.store.DB.Raw(`SELECT verified_phone AS verified, (SELECT count(*) FROM phone_codes WHERE user_id = u.id) AS codes
		FROM users u WHERE id = ?`, a.userID).Scan(&left).Error)
	assert.Nil(t, left.Verified)
	assert.Zero(t, left.Codes)
}

// verifiedNumber verifies a fresh number for the party through the API.
func verifiedNumber(t testing.TB, token string) string {
	t.Helper()
	number := freshNumber()
	require.Equal(t, http.StatusNoContent, startPhone(t, env.server.URL, token, number).Status)
	require.Equal(t, http.StatusOK, confirmPhone(t, env.server.URL, token, codeSentTo(t, number)).Status)
	return "94" + number[1:]
}

// The notices of a real booking reach the texts' outbox of both verified
// parties, once each: the booking (confirmed, new) and, as its join window
// opens, the room. Whether each went at once or waits for 07:00 depends on
// the hour the test runs (activities/phone's tests hold the clock).
func TestABookingTextsBothVerifiedParties(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	shopperNumber, sellerNumber := verifiedNumber(t, shopper.token), verifiedNumber(t, seller.token)
	paidSessionBetween(t, shopper, seller, soon())
	events := func(userID int64) []string {
		var out []string
		require.NoError(t, env.store.DB.Raw(`SELECT event FROM text_outbox WHERE user_id = ? ORDER BY event`, userID).Scan(&out).Error)
		return out
	}
	require.Eventually(t, func() bool {
		return len(events(shopper.userID)) == 2 && len(events(seller.userID)) == 2
	}, 20*time.Second, 100*time.Millisecond, "the booking and the room, to each: %v %v", events(shopper.userID), events(seller.userID))
	assert.Equal(t, []string{"booking_confirmed", "room_open"}, events(shopper.userID))
	assert.Equal(t, []string{"booking_new", "room_open"}, events(seller.userID))
	var numbers []string
	require.NoError(t, env.store.DB.Raw(`SELECT DISTINCT number FROM text_outbox WHERE user_id IN (?, ?) ORDER BY number`,
		shopper.userID, seller.userID).Scan(&numbers).Error)
	assert.ElementsMatch(t, []string{shopperNumber, sellerNumber}, numbers)
}
