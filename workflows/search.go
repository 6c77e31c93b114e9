package workflows

import (
	"slices"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Search attributes: an operator finds any customer's workflows in the
// Temporal UI or CLI, e.g.
//
//	temporal workflow list --query 'ConsulteeId=42'
//	temporal workflow list --query 'ConsultantId=7 AND SessionPhase="OPEN"'
//	temporal workflow list --query 'InvoiceStatus="PENDING_APPROVAL"'
//
// They must be registered on every Temporal server the product runs on
// (SearchAttributeTypes: `make dev`, the tests, the benchmark, compose).
var (
	ConsulteeIDKey   = temporal.NewSearchAttributeKeyInt64("ConsulteeId")
	ConsultantIDKey  = temporal.NewSearchAttributeKeyInt64("ConsultantId")
	InvoiceStatusKey = temporal.NewSearchAttributeKeyKeyword("InvoiceStatus")
	SessionPhaseKey  = temporal.NewSearchAttributeKeyKeyword("SessionPhase")
)

// SearchAttributeTypes are the search attributes with the types a Temporal
// server registers them under (`--search-attribute Name=Type`).
var SearchAttributeTypes = []struct{ Name, Type string }{
	{"ConsulteeId", "Int"},
	{"ConsultantId", "Int"},
	{"InvoiceStatus", "Keyword"},
	{"SessionPhase", "Keyword"},
}

// PartiesAttributes are the search attributes naming a workflow's parties,
// set when it starts.
func PartiesAttributes(consulteeID, consultantID int64) []temporal.SearchAttributeUpdate {
	return []temporal.SearchAttributeUpdate{ConsulteeIDKey.ValueSet(consulteeID), ConsultantIDKey.ValueSet(consultantID)}
}

// StartAttributes are the search attributes a workflow naming its parties
// starts with, so an operator finds it from its first moment (a checkout
// while it still holds the slots); a zero id names no party. more are
// further attributes known at the start (a checkout's InvoiceStatus).
func StartAttributes(consulteeID, consultantID int64, more ...temporal.SearchAttributeUpdate) temporal.SearchAttributes {
	set := slices.Clone(more)
	if consulteeID != 0 {
		set = append(set, ConsulteeIDKey.ValueSet(consulteeID))
	}
	if consultantID != 0 {
		set = append(set, ConsultantIDKey.ValueSet(consultantID))
	}
	return temporal.NewSearchAttributes(set...)
}

// Upsert keeps a workflow's search attributes current. The server refuses
// a workflow task that sets an attribute it does not know, so every server
// registers SearchAttributeTypes (testutil.TemporalFlags, scripts/dev.sh,
// docker-compose.yml; checked by tests).
func Upsert(ctx workflow.Context, updates ...temporal.SearchAttributeUpdate) {
	if err := workflow.UpsertTypedSearchAttributes(ctx, updates...); err != nil {
		workflow.GetLogger(ctx).Warn("search attributes not updated", "err", err)
	}
}
