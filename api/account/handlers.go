// Package account answers the accounts: signing up and in, passwords, e-mail
// verification, the language, the users and the admin's audit log.
package account

import (
	"cerebro/api/web"
	"cerebro/auth"
	"cerebro/models/account"
	"cerebro/models/phone"
)

// Handlers answers the account routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Account  *account.Store
	Accounts *auth.Service
	Tokens   *auth.Tokens
	Phone    *phone.Store // whether the account's number is verified
}
