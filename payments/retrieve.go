package payments

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// PayHere's Retrieval API (https://support.payhere.lk/api-&-mobile-sdk/retrieval-api):
// GET /merchant/v1/payment/search?order_id=<order> with the OAuth bearer
// token of the merchant's API key; it lists the successful payments of the
// order with their state (RECEIVED, REFUNDED, CHARGEBACKED…).
const payHereSearchPath = "/merchant/v1/payment/search"

// Retrieved payment states, as PayHere reports them.
const (
	RetrievedReceived     = "RECEIVED"
	RetrievedRefunded     = "REFUNDED"
	RetrievedChargebacked = "CHARGEBACKED"
)

// RetrievedPayment is one successful payment of an order, as the gateway's
// Retrieval API reports it.
type RetrievedPayment struct {
	PaymentID   string
	OrderID     string
	Status      string // RetrievedReceived, RetrievedRefunded, RetrievedChargebacked, …
	AmountCents int64
	Currency    string
	Method      string
	Date        string
	// CardHolder is the name on the card (payment_method.card_customer_name)
	// and CardNo its masked number: what the admin checks a bank account
	// against before returning card money by transfer.
	CardHolder string
	CardNo     string
}

// Received reports whether the payment was taken and is still held.
func (p RetrievedPayment) Received() bool { return p.Status == RetrievedReceived }

// retrievalAnswer is the Retrieval API's JSON, as PayHere documents it.
type retrievalAnswer struct {
	Status *int   `json:"status"`
	Msg    string `json:"msg"`
	Data   []struct {
		PaymentID     json64  `json:"payment_id"`
		OrderID       string  `json:"order_id"`
		Date          string  `json:"date"`
		Status        string  `json:"status"`
		Currency      string  `json:"currency"`
		Amount        float64 `json:"amount"`
		PaymentMethod struct {
			Method           string `json:"method"`
			CardCustomerName string `json:"card_customer_name"`
			CardNo           string `json:"card_no"`
		} `json:"payment_method"`
	} `json:"data"`
}

// json64 reads an id PayHere sends as a JSON number (or, to be safe, a string).
type json64 string

func (j *json64) UnmarshalJSON(b []byte) error {
	*j = json64(strings.Trim(string(b), `"`))
	return nil
}

// Retrieve asks PayHere which payments it took for the order.
func (p *payHere) Retrieve(ctx context.Context, orderID string) ([]RetrievedPayment, error) {
	if p.appID == "" || p.appSecret == "" {
		return nil, errors.New("payments: PayHere retrieval needs an App ID and App Secret")
	}
	token, err := p.accessToken(ctx)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet,
		p.base+payHereSearchPath+"?"+url.Values{"order_id": {orderID}}.Encode(), nil)
	if err != nil {
		return nil, fmt.Errorf("payments: PayHere retrieval request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/json")
	var out retrievalAnswer
	status, err := p.callJSON(req, &out)
	switch {
	case status == http.StatusUnauthorized:
		p.dropToken()
		return nil, errors.New("payments: PayHere retrieval: access token refused (HTTP 401)")
	case status >= 500:
		return nil, fmt.Errorf("payments: PayHere retrieval: gateway error (HTTP %d)", status)
	case err != nil:
		return nil, fmt.Errorf("payments: PayHere retrieval: %w", err)
	}
	return out.payments(orderID)
}

// payments reads the answer: status 1 lists the order's payments; any other
// status with no data means none was found, as PayHere answers for an order
// nobody paid.
func (a retrievalAnswer) payments(orderID string) ([]RetrievedPayment, error) {
	if a.Status == nil {
		return nil, errors.New("payments: PayHere retrieval: answer without a status")
	}
	if *a.Status != 1 {
		if len(a.Data) == 0 {
			return nil, nil
		}
		return nil, fmt.Errorf("payments: PayHere retrieval: status %d: %s", *a.Status, clip(a.Msg))
	}
	out := make([]RetrievedPayment, 0, len(a.Data))
	for _, d := range a.Data {
		if d.OrderID != orderID {
			continue // never trust a row for another order
		}
		out = append(out, RetrievedPayment{PaymentID: string(d.PaymentID), OrderID: d.OrderID, Status: strings.ToUpper(d.Status),
			AmountCents: int64(math.Round(d.Amount * 100)), Currency: d.Currency, Method: d.PaymentMethod.Method, Date: d.Date,
			CardHolder: strings.TrimSpace(d.PaymentMethod.CardCustomerName), CardNo: d.PaymentMethod.CardNo})
	}
	return out, nil
}

// SimulatedPayment is one payment the simulator took.
type SimulatedPayment struct {
	PaymentID   string
	OrderID     string
	AmountCents int64
	Currency    string
	At          time.Time
}

// SimulatorCardHolder is the name on every card the simulator takes.
const SimulatorCardHolder = "Sandbox Tester"

// Retrieve answers like PayHere's Retrieval API from the simulator's own
// record of the payments it took: RECEIVED, or REFUNDED once a refund of
// the whole amount was made under any key.
func (s *Simulator) Retrieve(ctx context.Context, orderID string) ([]RetrievedPayment, error) {
	s.mu.Lock()
	down := s.retrievalDown || s.retrievalDownFor[orderID]
	s.mu.Unlock()
	if down {
		return nil, errors.New("payments: simulator retrieval: gateway error (HTTP 503, simulated)")
	}
	taken, err := s.takenFor(ctx, orderID)
	if err != nil {
		return nil, fmt.Errorf("payments: simulator ledger: %w", err)
	}
	out := make([]RetrievedPayment, 0, len(taken))
	for _, p := range taken {
		status := RetrievedReceived
		switch {
		case s.chargedBack(p.PaymentID):
			status = RetrievedChargebacked
		case s.refundedInFull(ctx, p):
			status = RetrievedRefunded
		}
		out = append(out, RetrievedPayment{PaymentID: p.PaymentID, OrderID: p.OrderID, Status: status,
			AmountCents: p.AmountCents, Currency: p.Currency, Method: "TEST", Date: p.At.Format("2006-01-02 15:04:05"),
			CardHolder: SimulatorCardHolder, CardNo: "************0000"})
	}
	return out, nil
}

// refundedInFull reports whether the simulator refunded all of p, as far
// as its Retrieval API shows yet (see SetRetrievalLag).
func (s *Simulator) refundedInFull(ctx context.Context, p SimulatedPayment) bool {
	refunds, err := s.refundsOf(ctx, p.PaymentID)
	if err != nil {
		return false
	}
	s.mu.Lock()
	shownBefore := time.Now().Add(-s.retrievalLag)
	s.mu.Unlock()
	for _, r := range refunds { // PayHere refunds whole payments only
		if !r.At.After(shownBefore) {
			return true
		}
	}
	return false
}

// SetRetrievalLag makes the Retrieval API show a refund only lag after it
// was made, while the Refund API already refuses a second one ("Payment
// already refunded"): a gateway whose records lag behind. For tests.
func (s *Simulator) SetRetrievalLag(lag time.Duration) {
	s.mu.Lock()
	s.retrievalLag = lag
	s.mu.Unlock()
}

// took records a payment the simulator took, before it notifies anyone:
// the money is taken whether or not the notification arrives.
func (s *Simulator) took(ctx context.Context, p SimulatedPayment) error {
	if s.durable != nil {
		return s.durable.RecordSimulatedPayment(ctx, p)
	}
	s.mu.Lock()
	s.payments = append(s.payments, p)
	s.mu.Unlock()
	return nil
}

// TakePayment records a payment as if the simulator had taken it, for tests
// that post the gateway's notification themselves.
func (s *Simulator) TakePayment(ctx context.Context, p SimulatedPayment) error { return s.took(ctx, p) }

func (s *Simulator) takenFor(ctx context.Context, orderID string) ([]SimulatedPayment, error) {
	if s.durable != nil {
		return s.durable.SimulatedPaymentsOfOrder(ctx, orderID)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []SimulatedPayment
	for _, p := range s.payments {
		if p.OrderID == orderID {
			out = append(out, p)
		}
	}
	return out, nil
}

// DropNotifications makes the simulator take payments without notifying
// the merchant, as when PayHere's notification is lost: the Retrieval API
// still reports them. For tests of what the merchant does without it.
func (s *Simulator) DropNotifications(drop bool) {
	s.mu.Lock()
	s.dropNotifications = drop
	s.mu.Unlock()
}

// FailRetrieval makes the simulator's Retrieval API answer 503, as a
// gateway that cannot be asked. For tests.
func (s *Simulator) FailRetrieval(fail bool) {
	s.mu.Lock()
	s.retrievalDown = fail
	s.mu.Unlock()
}

// FailRetrievalOf makes the Retrieval API answer 503 for one order only,
// for tests that share the simulator.
func (s *Simulator) FailRetrievalOf(orderID string, fail bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.retrievalDownFor == nil {
		s.retrievalDownFor = map[string]bool{}
	}
	s.retrievalDownFor[orderID] = fail
}

func (s *Simulator) dropping() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dropNotifications
}
