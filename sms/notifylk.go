package sms

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// NotifyLKBaseURL is Notify.lk's API.
const NotifyLKBaseURL = "https://app.notify.lk/api/v1"

// NotifyLK sends through Notify.lk (developer.notify.lk, "Send SMS"): a
// POST to {BaseURL}/send of the form fields user_id, api_key, sender_id
// (the approved sender name, case sensitive), to (9471XXXXXXX) and message;
// a text outside GSM-7 (Sinhala, Tamil) also carries type=unicode. The
// answer is JSON {"status": "success", "data": "Sent"}, or status "error"
// with a message.
type NotifyLK struct {
	BaseURL  string
	UserID   string
	APIKey   string
	SenderID string
	Client   *http.Client
}

// Send posts the text.
func (n *NotifyLK) Send(ctx context.Context, to, body string) error {
	form := url.Values{"user_id": {n.UserID}, "api_key": {n.APIKey}, "sender_id": {n.SenderID},
		"to": {to}, "message": {body}}
	if !IsGSM(body) {
		form.Set("type", "unicode")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(n.BaseURL, "/")+"/send",
		strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := n.Client.Do(req)
	if err != nil {
		return fmt.Errorf("notify.lk: %w", err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	var answer struct {
		Status  string `json:"status"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(raw, &answer)
	switch {
	case res.StatusCode >= 500:
		return fmt.Errorf("notify.lk answered %d: %s", res.StatusCode, raw)
	case res.StatusCode != http.StatusOK || answer.Status != "success":
		return refused("notify.lk", res.StatusCode, orRaw(answer.Message, raw))
	}
	return nil
}

func orRaw(msg string, raw []byte) string {
	if msg != "" {
		return msg
	}
	return string(raw)
}
