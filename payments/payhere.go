package payments

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// PayHere's merchant API paths, from https://support.payhere.lk/api-&-mobile-sdk/refund-api.
const (
	payHereCheckoutPath = "/pay/checkout"
	payHereTokenPath    = "/merchant/v1/oauth/token"
	payHereRefundPath   = "/merchant/v1/payment/refund"
)

// maxAPIResponse bounds what we read from PayHere's API; its answers are tiny.
const maxAPIResponse = 64 << 10

// payHere is the real gateway, sandbox or live depending on base.
type payHere struct {
	merchant
	base      string
	appID     string
	appSecret string
	client    *http.Client
	log       *slog.Logger

	tokenMu     sync.Mutex
	token       string
	tokenExpiry time.Time
}

func newPayHere(cfg Config, base string) *payHere {
	return &payHere{
		merchant:  merchant{id: cfg.MerchantID, secret: cfg.MerchantSecret},
		base:      base,
		appID:     cfg.AppID,
		appSecret: cfg.AppSecret,
		client:    cfg.HTTPClient,
		log:       cfg.Logger,
	}
}

// Checkout signs the order for PayHere's hosted checkout page.
func (p *payHere) Checkout(o Order) (Checkout, error) {
	return p.checkout(p.base+payHereCheckoutPath, o)
}

// VerifyNotification checks PayHere's notify_url POST.
func (p *payHere) VerifyNotification(form url.Values) (Notification, error) {
	return p.verify(form)
}

// Refund asks PayHere's Refund API to give back the whole payment. The API
// takes the payment id and a description only (no amount, no idempotency
// key: https://support.payhere.lk/api-&-mobile-sdk/refund-api), so
// amountCents, which must be the whole payment, and idempotencyKey are for
// the log; the caller makes the refund happen once (activities.PayRefund:
// SUBMITTING before the call, the Retrieval API asked before a retry).
func (p *payHere) Refund(ctx context.Context, paymentID string, amountCents int64, idempotencyKey, reason string) (RefundResult, error) {
	if p.appID == "" || p.appSecret == "" {
		return RefundResult{}, errors.New("payments: PayHere refunds need an App ID and App Secret (an API key with refund permission)")
	}
	if err := validateRefund(idempotencyKey, paymentID, amountCents); err != nil {
		return RefundResult{}, err
	}
	token, err := p.accessToken(ctx)
	if err != nil {
		return RefundResult{}, err
	}
	res, err := p.postRefund(ctx, token, paymentID, reason)
	if err != nil {
		return RefundResult{}, err
	}
	p.log.Info("payments: PayHere refund done", "payment_id", paymentID, "amount", FormatAmount(amountCents),
		"refund_id", res.RefundID, "idempotency_key", idempotencyKey)
	return res, nil
}

// accessToken returns a cached OAuth token or fetches a new one with the
// client-credentials grant (HTTP Basic of AppID:AppSecret).
func (p *payHere) accessToken(ctx context.Context) (string, error) {
	p.tokenMu.Lock()
	defer p.tokenMu.Unlock()
	if p.token != "" && time.Now().Before(p.tokenExpiry) {
		return p.token, nil
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.base+payHereTokenPath,
		strings.NewReader(url.Values{"grant_type": {"client_credentials"}}.Encode()))
	if err != nil {
		return "", fmt.Errorf("payments: PayHere token request: %w", err)
	}
	req.SetBasicAuth(p.appID, p.appSecret)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	var tok struct {
		AccessToken      string `json:"access_token"`
		ExpiresIn        int64  `json:"expires_in"`
		ErrorDescription string `json:"error_description"`
	}
	status, err := p.callJSON(req, &tok)
	if err != nil {
		return "", fmt.Errorf("payments: PayHere token: %w", err)
	}
	if status != http.StatusOK || tok.AccessToken == "" {
		return "", fmt.Errorf("payments: PayHere refused the API key (HTTP %d): %s", status, clip(tok.ErrorDescription))
	}
	p.token = tok.AccessToken
	// Renew a little early so a token never expires between here and PayHere.
	p.tokenExpiry = time.Now().Add(time.Duration(tok.ExpiresIn)*time.Second - 30*time.Second)
	return p.token, nil
}

func (p *payHere) postRefund(ctx context.Context, token, paymentID, reason string) (RefundResult, error) {
	if strings.TrimSpace(reason) == "" {
		reason = "Refund"
	}
	body, err := json.Marshal(map[string]any{"payment_id": paymentID, "description": reason})
	if err != nil {
		return RefundResult{}, fmt.Errorf("payments: PayHere refund body: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.base+payHereRefundPath, bytes.NewReader(body))
	if err != nil {
		return RefundResult{}, fmt.Errorf("payments: PayHere refund request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	var out struct {
		Status *int            `json:"status"`
		Msg    string          `json:"msg"`
		Data   json.RawMessage `json:"data"`
	}
	status, err := p.callJSON(req, &out)
	switch {
	case status == http.StatusUnauthorized:
		p.dropToken() // expired or revoked early; the retry fetches a new one
		return RefundResult{}, fmt.Errorf("payments: PayHere refund: access token refused (HTTP 401)")
	case status >= 500:
		return RefundResult{}, fmt.Errorf("payments: PayHere refund: gateway error (HTTP %d)", status)
	case err != nil:
		// The refund may or may not have happened: only an error the caller
		// retries (and reconciles) is honest here.
		return RefundResult{}, fmt.Errorf("payments: PayHere refund: %w", err)
	case out.Status == nil:
		return RefundResult{}, fmt.Errorf("payments: PayHere refund: answer without a status (HTTP %d)", status)
	case *out.Status != 1:
		return RefundResult{}, fmt.Errorf("%w: %s (PayHere status %d)", ErrRefundRefused, clip(out.Msg), *out.Status)
	}
	// data is the refund id, sent as a JSON number; keep its digits verbatim.
	id := strings.Trim(string(out.Data), `"`)
	if id == "null" {
		id = ""
	}
	return RefundResult{RefundID: id}, nil
}

func (p *payHere) dropToken() {
	p.tokenMu.Lock()
	p.token = ""
	p.tokenMu.Unlock()
}

// callJSON sends req and decodes a JSON answer of any status into out.
func (p *payHere) callJSON(req *http.Request, out any) (int, error) {
	resp, err := p.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxAPIResponse))
	if err != nil {
		return resp.StatusCode, fmt.Errorf("reading answer: %w", err)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return resp.StatusCode, fmt.Errorf("answer is not JSON (HTTP %d)", resp.StatusCode)
	}
	return resp.StatusCode, nil
}
