package payments

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// simulatorMerchantID is used when no merchant id is configured, so logs
// and notifications make plain that no real gateway was involved.
const simulatorMerchantID = "SIMULATOR"

// Simulator is a stand-in for PayHere that speaks its protocol: signed
// checkout form, a checkout page served by this app (see Routes), a signed
// server-to-server notification, and refunds kept in memory. It never
// moves money and must not be enabled in production.
type Simulator struct {
	merchant
	public *url.URL
	client *http.Client
	log    *slog.Logger
	ledger refundLedger
	// durable, when set, replaces ledger as the memory of refunds.
	durable SimulatorLedger

	mu                sync.Mutex
	refunds           []SimulatedRefund
	payments          []SimulatedPayment // taken, when there is no durable ledger
	dropNotifications bool
	retrievalDown     bool
}

// SimulatedRefund is one refund the simulator recorded, for tests and logs.
type SimulatedRefund struct {
	RefundID       string
	PaymentID      string
	AmountCents    int64
	IdempotencyKey string
	Reason         string
	At             time.Time
}

// NewSimulator builds the simulator. PublicBaseURL is required: the checkout
// action lives under it, and notifications are only ever sent to it. With
// no MerchantSecret a random one is made up per process, so a simulator
// left reachable cannot be fed forged "paid" notifications.
func NewSimulator(cfg Config) (*Simulator, error) {
	public, err := url.Parse(strings.TrimRight(cfg.PublicBaseURL, "/"))
	if err != nil || !isHTTPURL(cfg.PublicBaseURL) {
		return nil, fmt.Errorf("payments: simulator needs PublicBaseURL as an absolute http(s) URL, got %q", cfg.PublicBaseURL)
	}
	m := merchant{id: cfg.MerchantID, secret: cfg.MerchantSecret}
	if m.id == "" {
		m.id = simulatorMerchantID
	}
	if m.secret == "" {
		m.secret = randomHex(32)
	}
	cfg = cfg.withDefaults()
	return &Simulator{merchant: m, public: public, client: cfg.HTTPClient, log: cfg.Logger, durable: cfg.SimulatorLedger}, nil
}

// Checkout signs the order for the simulator's own checkout page.
func (s *Simulator) Checkout(o Order) (Checkout, error) {
	return s.checkout(s.public.String()+SimulatorCheckoutPath, o)
}

// VerifyNotification checks a notification exactly as PayHere's is checked.
func (s *Simulator) VerifyNotification(form url.Values) (Notification, error) {
	return s.verify(form)
}

// Refund records the refund and logs it; the same idempotency key returns
// the first refund's id and records nothing new. With a SimulatorLedger the
// record is durable, so this holds across restarts too.
func (s *Simulator) Refund(ctx context.Context, paymentID string, amountCents int64, idempotencyKey, reason string) (RefundResult, error) {
	r := SimulatedRefund{
		RefundID:       randomID(),
		PaymentID:      paymentID,
		AmountCents:    amountCents,
		IdempotencyKey: idempotencyKey,
		Reason:         reason,
		At:             time.Now().UTC(),
	}
	if s.durable != nil {
		return s.refundDurably(ctx, r)
	}
	return s.ledger.once(idempotencyKey, paymentID, amountCents, func() (RefundResult, error) {
		s.recorded(r)
		return RefundResult{RefundID: r.RefundID}, nil
	})
}

// refundDurably stores the refund in the durable ledger, whose unique key
// is what makes it happen once. A known key is answered from the ledger.
// A new refund is logged just before it is stored, so a process killed in
// between can at worst log a refund twice (the retry logs it again), never
// store one that no log line shows.
func (s *Simulator) refundDurably(ctx context.Context, r SimulatedRefund) (RefundResult, error) {
	if err := validateRefund(r.IdempotencyKey, r.PaymentID, r.AmountCents); err != nil {
		return RefundResult{}, err
	}
	stored, found, err := s.durable.SimulatedRefundByKey(ctx, r.IdempotencyKey)
	if err == nil && !found {
		s.logRefund(r)
		var created bool
		if stored, created, err = s.durable.RecordSimulatedRefund(ctx, r); err == nil && created {
			s.keep(stored)
		}
	}
	if err != nil {
		return RefundResult{}, fmt.Errorf("payments: simulator ledger: %w", err)
	}
	if stored.PaymentID != r.PaymentID || stored.AmountCents != r.AmountCents {
		return RefundResult{}, fmt.Errorf("payments: idempotency key %q was already used to refund %s of payment %s",
			r.IdempotencyKey, FormatAmount(stored.AmountCents), stored.PaymentID)
	}
	return RefundResult{RefundID: stored.RefundID}, nil
}

// recorded keeps a new refund for Refunds and logs it.
func (s *Simulator) recorded(r SimulatedRefund) {
	s.keep(r)
	s.logRefund(r)
}

func (s *Simulator) keep(r SimulatedRefund) {
	s.mu.Lock()
	s.refunds = append(s.refunds, r)
	s.mu.Unlock()
}

func (s *Simulator) logRefund(r SimulatedRefund) {
	s.log.Info("payments: simulated refund", "refund_id", r.RefundID, "payment_id", r.PaymentID,
		"amount", FormatAmount(r.AmountCents), "idempotency_key", r.IdempotencyKey, "reason", r.Reason)
}

// Refunds lists the refunds this process recorded so far, oldest first.
func (s *Simulator) Refunds() []SimulatedRefund {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]SimulatedRefund(nil), s.refunds...)
}

// sameOrigin reports whether u points at this app, the only place the
// simulator will POST to: the form's notify_url is not covered by the hash,
// and the server must not be steered into calling arbitrary hosts.
func (s *Simulator) sameOrigin(u string) bool {
	p, err := url.Parse(u)
	return err == nil && p.Scheme == s.public.Scheme && strings.EqualFold(p.Host, s.public.Host)
}

// randomID makes a PayHere-looking id: 12 digits, no leading zero.
func randomID() string {
	n, _ := rand.Int(rand.Reader, big.NewInt(9e11)) // crypto/rand.Reader never fails
	return strconv.FormatInt(n.Int64()+1e11, 10)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never returns an error
	return hex.EncodeToString(b)
}
