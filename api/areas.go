package api

import (
	"cerebro/api/account"
	"cerebro/api/availability"
	"cerebro/api/calendar"
	"cerebro/api/checkout"
	"cerebro/api/discovery"
	"cerebro/api/documents"
	"cerebro/api/favourite"
	"cerebro/api/gateway"
	"cerebro/api/ledger"
	"cerebro/api/message"
	"cerebro/api/payout"
	"cerebro/api/privacy"
	"cerebro/api/profile"
	"cerebro/api/refund"
	"cerebro/api/review"
	"cerebro/api/session"
)

// wireAreas gives each business area's handlers the shared deps and only
// the stores of its area (and those it reads across, such as profiles).
func (s *Server) wireAreas() {
	d, st := s.Deps, s.stores
	s.account = &account.Handlers{Deps: d, Account: st.Account, Accounts: s.accounts, Tokens: s.tokens}
	s.profile = &profile.Handlers{Deps: d, Account: st.Account, Profile: st.Profile, Discovery: st.Discovery, Decisions: st.Decisions, Accounts: s.accounts}
	s.favourite = &favourite.Handlers{Deps: d, Favourite: st.Favourite, Profile: st.Profile, Discovery: st.Discovery}
	s.availability = &availability.Handlers{Deps: d, Availability: st.Availability, Profile: st.Profile,
		Published: s.favourite.Published}
	s.discovery = &discovery.Handlers{Deps: d, Discovery: st.Discovery, Profile: st.Profile}
	s.checkout = &checkout.Handlers{Deps: d, Profile: st.Profile, Checkout: st.Checkout, GatewayStore: st.Gateway,
		Refund: st.Refund, Decisions: st.Decisions}
	s.session = &session.Handlers{Deps: d, Availability: st.Availability, Checkout: st.Checkout, Profile: st.Profile,
		Refund: st.Refund, Session: st.Session}
	s.refund = &refund.Handlers{Deps: d, Stores: st, Checkout: st.Checkout, GatewayStore: st.Gateway, Refund: st.Refund, Decisions: st.Decisions}
	s.payout = &payout.Handlers{Deps: d, Account: st.Account, Payout: st.Payout, Profile: st.Profile}
	s.ledger = &ledger.Handlers{Deps: d, Checkout: st.Checkout, Ledger: st.Ledger, Refund: st.Refund}
	s.calendar = calendar.New(d, st.Calendar)
	s.review = &review.Handlers{Deps: d, Review: st.Review}
	s.message = &message.Handlers{Deps: d, Message: st.Message, Session: st.Session}
	s.gateway = &gateway.Handlers{Deps: d, Stores: st, Checkout: st.Checkout, GatewayStore: st.Gateway}
	s.privacy = &privacy.Handlers{Deps: d, Privacy: st.Privacy, Account: st.Account}
	s.documents = &documents.Handlers{Deps: d, Checkout: st.Checkout, Refund: st.Refund, Payout: st.Payout, Profile: st.Profile}
}
