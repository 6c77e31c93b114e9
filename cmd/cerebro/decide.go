package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"go.temporal.io/sdk/client"

	"cerebro/api"
	"cerebro/apperr"
	"cerebro/config"
	"cerebro/models"
	"cerebro/models/account"
)

const decideUsage = `usage:
  cerebro decide slip       -invoice ID    -status APPROVED|REJECTED [-remark TEXT] [-as ADMIN_EMAIL]
  cerebro decide refund     -refund ID     -amount CENTS             [-remark TEXT] [-as ADMIN_EMAIL]
  cerebro decide consultant -consultant ID -status VERIFIED|REJECTED [-reason TEXT] [-as ADMIN_EMAIL]
(-as defaults to CEREBRO_ADMIN_EMAIL, and must be an admin's account)`

// errDecideUsage is a command line decide cannot read.
var errDecideUsage = errors.New(decideUsage)

// decision is what `cerebro decide` was asked to decide.
type decision struct {
	what           string // slip, refund or consultant
	id, amount     int64
	status, remark string
	as             string
}

// parseDecision reads `decide <what> -flags…`.
func parseDecision(args []string, adminEmail string) (decision, error) {
	if len(args) == 0 {
		return decision{}, errDecideUsage
	}
	d := decision{what: args[0]}
	fs := flag.NewFlagSet("cerebro decide "+d.what, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&d.as, "as", adminEmail, "the deciding admin's email")
	switch d.what {
	case "slip":
		fs.Int64Var(&d.id, "invoice", 0, "the invoice id")
		fs.StringVar(&d.status, "status", "", "APPROVED or REJECTED")
		fs.StringVar(&d.remark, "remark", "", "the admin's remark")
	case "refund":
		fs.Int64Var(&d.id, "refund", 0, "the refund request's id")
		fs.Int64Var(&d.amount, "amount", -1, "the refund in cents; 0 rejects it")
		fs.StringVar(&d.remark, "remark", "", "the admin's remark")
	case "consultant":
		fs.Int64Var(&d.id, "consultant", 0, "the consultant id")
		fs.StringVar(&d.status, "status", "", "VERIFIED or REJECTED")
		fs.StringVar(&d.remark, "reason", "", "the reason, mailed to a rejected consultant")
	default:
		return d, errDecideUsage
	}
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 || d.id <= 0 ||
		(d.what == "refund" && d.amount < 0) || (d.what != "refund" && d.status == "") {
		return d, errDecideUsage
	}
	return d, nil
}

// decide records an admin's decision and hands it to its workflow, through
// the very code the admin's routes use (api.Server.Decide*), and prints the
// workflow's answer as JSON.
func decide(ctx context.Context, cfg config.Config, args []string, out io.Writer) error {
	d, err := parseDecision(args, cfg.AdminEmail)
	if err != nil {
		return err
	}
	store, err := openStore(ctx, cfg, false)
	if err != nil {
		return err
	}
	defer store.Close()
	admin, err := account.New(store.DB).UserByEmail(ctx, strings.TrimSpace(d.as))
	if err != nil || admin.Role != models.RoleAdmin {
		return fmt.Errorf("-as %q: no admin account has this email", d.as)
	}
	tc, err := client.Dial(temporalOptions(cfg))
	if err != nil {
		return fmt.Errorf("TEMPORAL_ADDRESS: %w", err)
	}
	defer tc.Close()
	srv, err := api.NewServer(api.Deps{Config: cfg, Store: store, Temporal: tc})
	if err != nil {
		return err
	}
	answer, err := d.run(ctx, srv, api.Admin{ID: admin.ID, Via: models.DecidedViaCLI})
	if err != nil {
		return explain(err)
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(answer)
}

// run decides on srv as by.
func (d decision) run(ctx context.Context, srv *api.Server, by api.Admin) (any, error) {
	switch d.what {
	case "slip":
		return srv.DecideSlip(ctx, by, d.id, d.status, d.remark)
	case "refund":
		return srv.DecideRefund(ctx, by, d.id, d.amount, d.remark)
	default:
		return srv.DecideConsultant(ctx, by, d.id, d.status, d.remark)
	}
}

// explain turns a refusal into its message, as the admin's page shows it.
func explain(err error) error {
	if e, ok := apperr.As(err); ok {
		return errors.New(e.Error())
	}
	if errors.Is(err, models.ErrNotFound) {
		return errors.New("not found: check the id")
	}
	return err
}
