package models

// Exported for models_test: the search's walk in name order, and how far it
// goes before the search sorts the matches instead.
var PageInFirstOfNameOrder = pageInFirstOfNameOrder

const WalkBudget = walkBudget
