package ledger_test

import (
	"testing"

	"cerebro/models/modelstest"
	"cerebro/models/stores"
)

// fixture is the shared one consultant and one consultee (models/modelstest)
// with the areas' stores over its database.
type fixture struct{ *modelstest.Fixture }

func newFixture(t *testing.T) *fixture { return &fixture{modelstest.NewFixture(t)} }

// areas are every area's store over the fixture's database.
func (f *fixture) areas() stores.Stores { return stores.New(f.Store.DB) }
