// Package smstest runs local stand-ins of the SMS gateways' HTTP APIs
// (Notify.lk, Twilio) for the tests: each checks the credentials and the
// documented fields as the gateway does, and keeps the texts it took, as a
// phone's inbox.
package smstest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
)

// Text is one text a stand-in took.
type Text struct {
	To      string // as the gateway took it: 94771234567 (Notify.lk), +94771234567 (Twilio)
	From    string // the sender id or number
	Body    string
	Unicode bool // Notify.lk: sent with type=unicode
}

// Inbox keeps the texts a stand-in took.
type Inbox struct {
	mu    sync.Mutex
	texts []Text
	fail  int
}

func (in *Inbox) take(t Text) bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.fail > 0 {
		in.fail--
		return false
	}
	in.texts = append(in.texts, t)
	return true
}

// Texts is every text taken, oldest first.
func (in *Inbox) Texts() []Text {
	in.mu.Lock()
	defer in.mu.Unlock()
	return append([]Text(nil), in.texts...)
}

// To is the texts taken for a number, with or without its plus.
func (in *Inbox) To(number string) []Text {
	number = strings.TrimPrefix(number, "+")
	var out []Text
	for _, t := range in.Texts() {
		if strings.TrimPrefix(t.To, "+") == number {
			out = append(out, t)
		}
	}
	return out
}

// FailNext makes the next n sends fail as a gateway that is down (503).
func (in *Inbox) FailNext(n int) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.fail = n
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

var (
	notifyLKNumber = regexp.MustCompile(`^[1-9][0-9]{7,14}$`)
	e164           = regexp.MustCompile(`^\+[1-9][0-9]{7,14}$`)
)

// NotifyLK is a stand-in of Notify.lk's API: GET or POST /send with
// user_id, api_key, sender_id, to (9471XXXXXXX), message (at most 621
// characters) and, for Unicode, type=unicode.
type NotifyLK struct {
	*httptest.Server
	Inbox
	UserID, APIKey, SenderID string
}

// NewNotifyLK starts the stand-in with these credentials; its URL is the
// BaseURL to give the provider (SMS_NOTIFYLK_BASE_URL).
func NewNotifyLK(userID, apiKey, senderID string) *NotifyLK {
	s := &NotifyLK{UserID: userID, APIKey: apiKey, SenderID: senderID}
	s.Server = httptest.NewServer(http.HandlerFunc(s.send))
	return s
}

func (s *NotifyLK) send(w http.ResponseWriter, r *http.Request) {
	fail := func(status int, msg string) {
		writeJSON(w, status, map[string]string{"status": "error", "message": msg})
	}
	if r.URL.Path != "/send" || (r.Method != http.MethodGet && r.Method != http.MethodPost) {
		fail(http.StatusNotFound, "not found")
		return
	}
	if err := r.ParseForm(); err != nil {
		fail(http.StatusBadRequest, err.Error())
		return
	}
	f := r.Form
	switch {
	case f.Get("user_id") != s.UserID || f.Get("api_key") != s.APIKey:
		fail(http.StatusUnauthorized, "Invalid user_id or api_key")
	case f.Get("sender_id") != s.SenderID:
		fail(http.StatusBadRequest, "Sender ID is not approved")
	case !notifyLKNumber.MatchString(f.Get("to")):
		fail(http.StatusBadRequest, "to must be in the format 9471XXXXXXX")
	case f.Get("message") == "" || len([]rune(f.Get("message"))) > 621:
		fail(http.StatusBadRequest, "message is required, at most 621 characters")
	case !isASCIIish(f.Get("message")) && f.Get("type") != "unicode":
		fail(http.StatusBadRequest, "a Unicode message needs type=unicode")
	case !s.take(Text{To: f.Get("to"), From: f.Get("sender_id"), Body: f.Get("message"), Unicode: f.Get("type") == "unicode"}):
		fail(http.StatusServiceUnavailable, "try again later")
	default:
		writeJSON(w, http.StatusOK, map[string]string{"status": "success", "data": "Sent"})
	}
}

// isASCIIish: only characters a plain (GSM) text may carry; the stand-in
// is stricter than the gateway, which would garble the rest.
func isASCIIish(s string) bool {
	for _, r := range s {
		if r > 0xFF && r != '€' && !strings.ContainsRune("ΔΦΓΛΩΠΨΣΘΞ", r) {
			return false
		}
	}
	return true
}

// Twilio is a stand-in of Twilio's Messages resource: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with the
// account SID and auth token, form To and From (E.164) and Body.
type Twilio struct {
	*httptest.Server
	Inbox
	AccountSID, AuthToken, From string
}

// NewTwilio starts the stand-in; its URL is the BaseURL to give the
// provider (SMS_TWILIO_BASE_URL).
func NewTwilio(accountSID, authToken, from string) *Twilio {
	s := &Twilio{AccountSID: accountSID, AuthToken: authToken, From: from}
	s.Server = httptest.NewServer(http.HandlerFunc(s.messages))
	return s
}

func (s *Twilio) messages(w http.ResponseWriter, r *http.Request) {
	fail := func(status, code int, msg string) {
		writeJSON(w, status, map[string]any{"code": code, "message": msg, "status": status,
			"more_info": "https://www.twilio.com/docs/errors/" + itoa(code)})
	}
	if r.Method != http.MethodPost || r.URL.Path != "/2010-04-01/Accounts/"+s.AccountSID+"/Messages.json" {
		fail(http.StatusNotFound, 20404, "The requested resource was not found")
		return
	}
	user, pass, ok := r.BasicAuth()
	if !ok || user != s.AccountSID || pass != s.AuthToken {
		fail(http.StatusUnauthorized, 20003, "Authenticate")
		return
	}
	if err := r.ParseForm(); err != nil {
		fail(http.StatusBadRequest, 21000, err.Error())
		return
	}
	f := r.PostForm
	switch {
	case !e164.MatchString(f.Get("To")):
		fail(http.StatusBadRequest, 21211, "The 'To' number is not a valid phone number.")
	case f.Get("From") != s.From:
		fail(http.StatusBadRequest, 21606, "The 'From' phone number provided is not a valid message-capable Twilio phone number for this destination/account.")
	case f.Get("Body") == "" || len([]rune(f.Get("Body"))) > 1600:
		fail(http.StatusBadRequest, 21617, "The concatenated message body exceeds the 1600 character limit.")
	case !s.take(Text{To: f.Get("To"), From: f.Get("From"), Body: f.Get("Body"), Unicode: !isASCIIish(f.Get("Body"))}):
		fail(http.StatusServiceUnavailable, 20503, "Service unavailable")
	default:
		writeJSON(w, http.StatusCreated, map[string]any{"sid": "SM" + strings.Repeat("0", 32), "status": "queued",
			"to": f.Get("To"), "from": f.Get("From"), "body": f.Get("Body"), "account_sid": s.AccountSID})
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
