package api

import (
	"errors"

	"go.temporal.io/sdk/temporal"

	"cerebro/apperr"
	"cerebro/workflows"
)

// A session that has decided a cancel or a move admits nothing else until
// it is carried out (workflows/session_admission.go). Its refusal is a 409
// in the caller's language, named by what was decided.
var sessionDecidedCodes = map[string]apperr.Code{
	workflows.DecidedCancel: errBeingCancelled,
	workflows.DecidedMove:   errBeingMoved,
}

// The refusals of a session whose cancel or move is decided.
const (
	errBeingCancelled apperr.Code = "session.being_cancelled"
	errBeingMoved     apperr.Code = "session.being_moved"
)

// sessionDecided turns a session's SessionDecided refusal into its code;
// any other error is returned as it is.
func sessionDecided(err error) error {
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) || appErr.Type() != workflows.ErrTypeSessionDecided {
		return err
	}
	var what string
	_ = appErr.Details(&what)
	if code, ok := sessionDecidedCodes[what]; ok {
		return apperr.New(code)
	}
	return apperr.Conflict(appErr.Message())
}
