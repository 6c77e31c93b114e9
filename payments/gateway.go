// Package payments puts the card gateway behind one interface: PayHere
// (sandbox or live) in production, and a local simulator that speaks
// PayHere's protocol in development and tests, so the rest of the system
// cannot tell the two apart.
//
// The protocol in short: the browser posts a signed checkout form to the
// gateway, the gateway posts a signed notification to notify_url server to
// server, and refunds go through the gateway's REST API.
package payments

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Modes accepted in Config.Mode.
const (
	// ModeSimulator serves a local checkout page and never moves money.
	ModeSimulator = "simulator"
	// ModeSandbox talks to PayHere's sandbox (test cards, no real money).
	ModeSandbox = "sandbox"
	// ModeLive talks to PayHere's production gateway.
	ModeLive = "live"
)

// PayHere status_code values carried by a notification.
const (
	StatusPaid        = 2
	StatusPending     = 0
	StatusCanceled    = -1
	StatusFailed      = -2
	StatusChargedback = -3
)

// Errors returned by VerifyNotification, always wrapped with the detail. A
// notification refused with any of them must change nothing.
var (
	// ErrMalformed means a field is missing, repeated, too long or not in PayHere's format.
	ErrMalformed = errors.New("malformed payment notification")
	// ErrWrongMerchant means the notification is for another merchant account.
	ErrWrongMerchant = errors.New("payment notification for another merchant")
	// ErrBadSignature means md5sig does not match the fields: forged or altered.
	ErrBadSignature = errors.New("payment notification signature mismatch")
)

// ErrInvalidOrder is returned by Checkout for an order the gateway would refuse.
var ErrInvalidOrder = errors.New("invalid payment order")

// ErrRefundRefused means the gateway answered and declined the refund;
// retrying the same request will not change its mind.
var ErrRefundRefused = errors.New("refund refused by the gateway")

// Order is what the customer is asked to pay for one invoice.
type Order struct {
	OrderID     string
	Items       string
	AmountCents int64
	Currency    string
	FirstName   string
	LastName    string
	Email       string
	Phone       string
	Address     string
	City        string
	Country     string
	ReturnURL   string
	CancelURL   string
	NotifyURL   string
}

// Checkout is the form the browser must POST to Action to start paying: the
// SPA renders it as hidden inputs and submits it.
type Checkout struct {
	Action string            `json:"action"`
	Fields map[string]string `json:"fields"`
}

// Notification is a verified payment result from the gateway.
type Notification struct {
	MerchantID    string
	OrderID       string
	PaymentID     string
	Currency      string
	Method        string
	StatusMessage string
	AmountCents   int64
	StatusCode    int
}

// Paid reports whether the notification confirms a completed payment.
func (n Notification) Paid() bool { return n.StatusCode == StatusPaid }

// RefundResult identifies a refund at the gateway, for reconciliation.
type RefundResult struct {
	RefundID string
}

// Gateway is the card payment gateway as the rest of Cerebro sees it.
type Gateway interface {
	// Checkout builds the signed form that sends the customer to pay.
	Checkout(o Order) (Checkout, error)
	// VerifyNotification checks a notify_url POST and decodes it; errors wrap
	// ErrMalformed, ErrWrongMerchant or ErrBadSignature.
	VerifyNotification(form url.Values) (Notification, error)
	// Refund returns amountCents of a payment to the customer's card. The same
	// idempotencyKey twice in one process refunds once and returns the same
	// result; across restarts the caller's own refund record is the guard.
	Refund(ctx context.Context, paymentID string, amountCents int64, idempotencyKey, reason string) (RefundResult, error)
	// Retrieve lists the successful payments the gateway took for an order
	// (PayHere's Retrieval API), so a payment whose notification was lost
	// is still found.
	Retrieve(ctx context.Context, orderID string) ([]RetrievedPayment, error)
}

// Config selects and configures the gateway.
type Config struct {
	// Mode is ModeSimulator (the default when empty), ModeSandbox or ModeLive.
	Mode string
	// MerchantID and MerchantSecret sign checkouts and notifications. The
	// simulator makes up a per-process secret when none is given.
	MerchantID     string
	MerchantSecret string
	// AppID and AppSecret are a PayHere API key allowed to refund; without
	// them Refund fails but checkout still works.
	AppID     string
	AppSecret string
	// PublicBaseURL is where browsers reach this app (scheme and host); the
	// simulator's checkout page lives under it and only notifies it.
	PublicBaseURL string
	// BaseURL overrides PayHere's host for the mode, so tests can use a fake.
	BaseURL string
	// HTTPClient makes the server-to-server calls; a 15 s client by default.
	HTTPClient *http.Client
	// Logger records refunds and simulated payments; slog.Default() if nil.
	Logger *slog.Logger
	// SimulatorLedger, optional and used by the simulator only, keeps its
	// refunds durably (a database table), so one idempotency key never
	// refunds twice, even across restarts. Without it they live in memory.
	SimulatorLedger SimulatorLedger
	// SimulatorRetrievalLag makes the simulator's Retrieval API show a
	// refund only this long after it was made, as a gateway whose records
	// lag behind its Refund API (PAYHERE_SIMULATOR_RETRIEVAL_LAG, for the
	// fault suite). SimulatorRefundFaults are hard cases the simulator's
	// first refund calls meet, in order (PAYHERE_SIMULATOR_REFUND_FAULTS; see
	// FailNextRefunds).
	SimulatorRetrievalLag time.Duration
	SimulatorRefundFaults []string
}

// PayHere hosts by mode, from https://support.payhere.lk/api-&-mobile-sdk/checkout-api.
var payHereHosts = map[string]string{
	ModeSandbox: "https://sandbox.payhere.lk",
	ModeLive:    "https://www.payhere.lk",
}

// New builds the gateway that cfg.Mode asks for. In simulator mode it returns
// a *Simulator, whose Routes the API layer must mount.
func New(cfg Config) (Gateway, error) {
	cfg = cfg.withDefaults()
	mode := strings.ToLower(strings.TrimSpace(cfg.Mode))
	switch mode {
	case "", ModeSimulator:
		return NewSimulator(cfg)
	case ModeSandbox, ModeLive:
		if cfg.MerchantID == "" || cfg.MerchantSecret == "" {
			return nil, fmt.Errorf("payments: %s mode needs the PayHere merchant id and merchant secret", mode)
		}
		base := cfg.BaseURL
		if base == "" {
			base = payHereHosts[mode]
		}
		return newPayHere(cfg, strings.TrimRight(base, "/")), nil
	default:
		return nil, fmt.Errorf("payments: unknown mode %q (want %s, %s or %s)", cfg.Mode, ModeSimulator, ModeSandbox, ModeLive)
	}
}

func (c Config) withDefaults() Config {
	if c.HTTPClient == nil {
		c.HTTPClient = &http.Client{Timeout: 15 * time.Second}
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	return c
}
