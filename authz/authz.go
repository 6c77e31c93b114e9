// Package authz decides which account type may call which API route. The
// Casbin model and policy live beside this file and are embedded in the binary.
// Ownership (whose invoice, whose slot) is checked by the handlers, not here.
package authz

import (
	_ "embed"
	"fmt"

	"github.com/casbin/casbin/v2"
	"github.com/casbin/casbin/v2/model"
	stringadapter "github.com/casbin/casbin/v2/persist/string-adapter"
)

// Anonymous is the subject of a caller without a token.
const Anonymous = "anonymous"

//go:embed model.conf
var modelText string

//go:embed policy.csv
var policyText string

// Enforcer answers "may this role call this route?".
type Enforcer struct{ e *casbin.Enforcer }

// New loads the embedded model and policy.
func New() (*Enforcer, error) {
	m, err := model.NewModelFromString(modelText)
	if err != nil {
		return nil, fmt.Errorf("authz model: %w", err)
	}
	e, err := casbin.NewEnforcer(m, stringadapter.NewAdapter(policyText))
	if err != nil {
		return nil, fmt.Errorf("authz policy: %w", err)
	}
	return &Enforcer{e: e}, nil
}

// Allowed reports whether subject (a role, or Anonymous) may call method on
// the route pattern.
func (a *Enforcer) Allowed(subject, route, method string) (bool, error) {
	return a.e.Enforce(subject, route, method)
}
