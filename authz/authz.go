// Package authz decides which account type may call which API route. The
// Casbin model and policy live beside this file and are embedded in the binary.
// Ownership (whose invoice, whose slot) is checked by the handlers, not here.
package authz

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"github.com/casbin/casbin/v2"
	"github.com/casbin/casbin/v2/model"
	stringadapter "github.com/casbin/casbin/v2/persist/string-adapter"
)

// Anonymous is the subject of a caller without a token.
const Anonymous = "anonymous"

//go:embed model.conf
var modelText string

// policy/ holds one CSV per domain (foundation, profiles, booking, ...),
// concatenated at start, so each domain's routes and rules sit together.
//
//go:embed policy/*.csv
var policyFiles embed.FS

// Enforcer answers "may this role call this route?".
type Enforcer struct{ e *casbin.Enforcer }

// New loads the embedded model and policy.
func New() (*Enforcer, error) {
	m, err := model.NewModelFromString(modelText)
	if err != nil {
		return nil, fmt.Errorf("authz model: %w", err)
	}
	policy, err := policyText()
	if err != nil {
		return nil, err
	}
	e, err := casbin.NewEnforcer(m, stringadapter.NewAdapter(policy))
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

// policyText joins every policy file, dropping comments and blank lines.
func policyText() (string, error) {
	files, err := fs.Glob(policyFiles, "policy/*.csv")
	if err != nil {
		return "", err
	}
	var lines []string
	for _, f := range files {
		b, err := policyFiles.ReadFile(f)
		if err != nil {
			return "", err
		}
		for _, line := range strings.Split(string(b), "\n") {
			if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
				lines = append(lines, line)
			}
		}
	}
	return strings.Join(lines, "\n"), nil
}
