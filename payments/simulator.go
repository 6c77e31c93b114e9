package payments

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
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
	// durable, when set, keeps the refunds and payments across restarts.
	durable SimulatorLedger

	mu                sync.Mutex
	refunds           []SimulatedRefund
	payments          []SimulatedPayment // taken, when there is no durable ledger
	dropNotifications bool
	retrievalDown     bool
	retrievalLag      time.Duration
	retrievalDownFor  map[string]bool // order id → its Retrieval answers 503
	refundFaults      []string
	declines          map[string]int  // payment id → refunds still to decline
	chargebacks       map[string]bool // payment ids the card holder's bank took back
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
	for _, f := range cfg.SimulatorRefundFaults {
		if !knownRefundFault(f) {
			return nil, fmt.Errorf("payments: unknown simulated refund fault %q (want %s, %s, %s or %s)", f,
				RefundAnswerLost, RefundTimeoutBeforeRefund, RefundServerError, RefundDeclined)
		}
	}
	cfg = cfg.withDefaults()
	return &Simulator{merchant: m, public: public, client: cfg.HTTPClient, log: cfg.Logger, durable: cfg.SimulatorLedger,
		retrievalLag: cfg.SimulatorRetrievalLag, refundFaults: append([]string(nil), cfg.SimulatorRefundFaults...)}, nil
}

func knownRefundFault(f string) bool {
	switch f {
	case RefundAnswerLost, RefundTimeoutBeforeRefund, RefundServerError, RefundDeclined:
		return true
	}
	return false
}

// Checkout signs the order for the simulator's own checkout page.
func (s *Simulator) Checkout(o Order) (Checkout, error) {
	return s.checkout(s.public.String()+SimulatorCheckoutPath, o)
}

// VerifyNotification checks a notification exactly as PayHere's is checked.
func (s *Simulator) VerifyNotification(form url.Values) (Notification, error) {
	return s.verify(form)
}

// Refund gives back the whole payment like PayHere: no idempotency key is
// honoured (the key is only recorded), and a payment refunded before is
// refused ("Payment already refunded"), so a caller that posts twice is
// caught, not forgiven. With a SimulatorLedger the record is durable.
// FailNextRefunds makes it reproduce PayHere's hard cases.
func (s *Simulator) Refund(ctx context.Context, paymentID string, amountCents int64, idempotencyKey, reason string) (RefundResult, error) {
	if err := validateRefund(idempotencyKey, paymentID, amountCents); err != nil {
		return RefundResult{}, err
	}
	fault := s.nextRefundFault(paymentID)
	switch fault {
	case RefundServerError:
		return RefundResult{}, errors.New("payments: simulator refund: gateway error (HTTP 502, simulated)")
	case RefundTimeoutBeforeRefund:
		return RefundResult{}, fmt.Errorf("payments: simulator refund: %w (simulated, nothing refunded)", context.DeadlineExceeded)
	case RefundDeclined:
		return RefundResult{}, fmt.Errorf("%w: Refund declined by the card issuer (PayHere status -1, simulated)", ErrRefundRefused)
	}
	previous, err := s.refundsOf(ctx, paymentID)
	if err != nil {
		return RefundResult{}, fmt.Errorf("payments: simulator ledger: %w", err)
	}
	if len(previous) > 0 {
		return RefundResult{}, fmt.Errorf("%w: Payment already refunded (PayHere status -1, simulated)", ErrRefundRefused)
	}
	r := SimulatedRefund{RefundID: randomID(), PaymentID: paymentID, AmountCents: amountCents, IdempotencyKey: idempotencyKey,
		Reason: reason, At: time.Now().UTC()}
	if err := s.record(ctx, r); err != nil {
		return RefundResult{}, fmt.Errorf("payments: simulator ledger: %w", err)
	}
	if fault == RefundAnswerLost {
		return RefundResult{}, fmt.Errorf("payments: simulator refund: %w (simulated: refunded, answer lost)", context.DeadlineExceeded)
	}
	return RefundResult{RefundID: r.RefundID}, nil
}

// Hard cases of a refund, for FailNextRefunds.
const (
	RefundAnswerLost          = "answer-lost"  // refunded, but the answer never reaches the caller
	RefundTimeoutBeforeRefund = "timeout"      // the call times out before anything is refunded
	RefundServerError         = "server-error" // HTTP 5xx, nothing refunded
	RefundDeclined            = "declined"     // refused by the gateway this once; a later call may pass
)

// FailNextRefunds makes the next refund calls fail with the given hard
// cases, in order. For tests.
func (s *Simulator) FailNextRefunds(faults ...string) {
	s.mu.Lock()
	s.refundFaults = append(s.refundFaults, faults...)
	s.mu.Unlock()
}

// DeclineRefundsOf makes the gateway decline the next `times` refunds of
// one payment, as a card issuer may; other payments are not affected. For
// tests that share the simulator.
func (s *Simulator) DeclineRefundsOf(paymentID string, times int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.declines == nil {
		s.declines = map[string]int{}
	}
	s.declines[paymentID] = times
}

// ChargeBack has the card holder's bank take a payment back: the Retrieval
// API reports it CHARGEBACKED from then on. For tests that share the
// simulator.
func (s *Simulator) ChargeBack(paymentID string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.chargebacks == nil {
		s.chargebacks = map[string]bool{}
	}
	s.chargebacks[paymentID] = true
}

func (s *Simulator) chargedBack(paymentID string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.chargebacks[paymentID]
}

func (s *Simulator) nextRefundFault(paymentID string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.declines[paymentID] > 0 {
		s.declines[paymentID]--
		return RefundDeclined
	}
	if len(s.refundFaults) == 0 {
		return ""
	}
	f := s.refundFaults[0]
	s.refundFaults = s.refundFaults[1:]
	return f
}

// record stores a new refund, durably when there is a ledger, and logs it
// once it is stored.
func (s *Simulator) record(ctx context.Context, r SimulatedRefund) error {
	if s.durable != nil {
		if _, _, err := s.durable.RecordSimulatedRefund(ctx, r); err != nil {
			return err
		}
	}
	s.recorded(r)
	return nil
}

// refundsOf lists the refunds made of a payment.
func (s *Simulator) refundsOf(ctx context.Context, paymentID string) ([]SimulatedRefund, error) {
	if s.durable != nil {
		return s.durable.SimulatedRefundsOfPayment(ctx, paymentID)
	}
	var out []SimulatedRefund
	for _, r := range s.Refunds() {
		if r.PaymentID == paymentID {
			out = append(out, r)
		}
	}
	return out, nil
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
