package discovery

// Exported for discovery_test: the search's walk in its order, and how far it
// goes before the search sorts the matches instead.
var PageInFirstOfOrder = pageInFirstOfOrder

const WalkBudget = walkBudget

// PageInOrder is the search's walk of its sort's index.
var PageInOrder = pageInOrder
