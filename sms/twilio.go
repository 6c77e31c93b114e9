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

// TwilioBaseURL is Twilio's REST API.
const TwilioBaseURL = "https://api.twilio.com"

// Twilio sends through Twilio's Programmable Messaging: a POST to
// {BaseURL}/2010-04-01/Accounts/{AccountSID}/Messages.json with HTTP basic
// auth (the account SID and auth token) and the form fields To and From
// (E.164, with the plus) and Body. The answer is 201 with the message
// resource; an error is JSON {code, message, status}. Twilio picks GSM-7
// or UCS-2 itself.
type Twilio struct {
	BaseURL    string
	AccountSID string
	AuthToken  string
	From       string // a Twilio number (+1…) or an alphanumeric sender id
	Client     *http.Client
}

// Send posts the text.
func (t *Twilio) Send(ctx context.Context, to, body string) error {
	form := url.Values{"To": {"+" + to}, "From": {t.From}, "Body": {body}}
	endpoint := fmt.Sprintf("%s/2010-04-01/Accounts/%s/Messages.json", strings.TrimRight(t.BaseURL, "/"),
		url.PathEscape(t.AccountSID))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.SetBasicAuth(t.AccountSID, t.AuthToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := t.Client.Do(req)
	if err != nil {
		return fmt.Errorf("twilio: %w", err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if res.StatusCode == http.StatusCreated || res.StatusCode == http.StatusOK {
		return nil
	}
	var answer struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(raw, &answer)
	if res.StatusCode >= 500 || res.StatusCode == http.StatusTooManyRequests {
		return fmt.Errorf("twilio answered %d: %s", res.StatusCode, raw)
	}
	return refused("twilio", res.StatusCode, fmt.Sprintf("%d %s", answer.Code, orRaw(answer.Message, raw)))
}
