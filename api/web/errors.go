package web

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgconn"

	"cerebro/apperr"
	"cerebro/models"
)

// Fail answers err in the one place that maps errors to status codes. Every
// error body is {"code", "message"}, the message in the caller's language.
func Fail(c *gin.Context, err error) {
	if e, ok := apperr.As(err); ok {
		AnswerRefusal(c, e)
		return
	}
	switch {
	case errors.Is(err, models.ErrNotFound):
		Answer(c, http.StatusNotFound, apperr.New(CodeNotFound))
	case IsUnavailable(err):
		LogError(c, err)
		Answer(c, http.StatusServiceUnavailable, apperr.New(CodeUnavailable))
	case IsBadValue(err):
		slog.WarnContext(c.Request.Context(), "request refused by the database", "method", c.Request.Method, "path", c.FullPath(), "err", err)
		Answer(c, http.StatusBadRequest, apperr.New(CodeBadValue))
	default:
		LogError(c, err)
		Answer(c, http.StatusInternalServerError, apperr.New(CodeInternal))
	}
}

// AnswerRefusal answers a business refusal with its code's status.
func AnswerRefusal(c *gin.Context, e *apperr.Error) {
	Answer(c, StatusFor(e.Code), e)
}

// Answer writes e as {"code", "message", "values"?, "fields"?} in the
// caller's language.
func Answer(c *gin.Context, status int, e *apperr.Error) {
	lang := LanguageOf(c)
	body := gin.H{"code": e.Code, "message": apperr.Text(lang, e.Code, e.Values)}
	if len(e.Values) > 0 {
		body["values"] = e.Values
	}
	if len(e.Fields) > 0 {
		codes := make(map[string]apperr.Code, len(e.Fields))
		for name, p := range e.Fields {
			codes[name] = p.Code
		}
		body["fields"], body["fieldCodes"] = e.FieldTexts(lang), codes
	}
	RetryAfter(c, e)
	c.AbortWithStatusJSON(status, body)
}

// RetryAfter tells the client, on a refusal that carries a wait, when to
// try again (the Retry-After header, in whole seconds).
func RetryAfter(c *gin.Context, e *apperr.Error) {
	if e.Wait > 0 {
		c.Header("Retry-After", strconv.Itoa(int(math.Ceil(e.Wait.Seconds()))))
	}
}

// IsUnavailable recognises a dependency that is down rather than a bug, so
// callers get a 503 they can retry.
func IsUnavailable(err error) bool {
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	var pgErr *pgconn.PgError
	switch {
	case errors.As(err, &connectErr), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr):
		return true
	case errors.As(err, &pgErr):
		// Class 08 is connection exceptions; 57P0x is the server shutting down.
		return pgErr.Code[:2] == "08" || pgErr.Code == "57P01" || pgErr.Code == "57P02" || pgErr.Code == "57P03"
	}
	return pgconn.SafeToRetry(err)
}

// IsBadValue recognises a value PostgreSQL refused as data (SQLSTATE class
// 22): a NUL character or invalid UTF-8 in text, a number out of range.
// Validation lets such text through (it is letters to Go), so it is the
// caller's input at fault, not the server.
func IsBadValue(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && strings.HasPrefix(pgErr.Code, "22")
}

// The refusals of a request whose shape is wrong: its body or an id.
const (
	ErrBodyTooLarge  apperr.Code = "common.body_too_large"
	ErrFieldType     apperr.Code = "common.field_type"
	ErrBodyShape     apperr.Code = "common.body_shape"
	ErrBodyNotJSON   apperr.Code = "common.body_not_json"
	ErrBodyEmpty     apperr.Code = "common.body_empty"
	ErrIDNotPositive apperr.Code = "common.id_not_positive"
)

// BindJSON decodes the body into v, answering 400 with a clear message on
// malformed JSON, wrong types or an oversized body.
func BindJSON(c *gin.Context, v any) bool {
	dec := json.NewDecoder(c.Request.Body)
	if err := dec.Decode(v); err != nil {
		Fail(c, JSONProblem(err))
		return false
	}
	return true
}

// JSONProblem is the refusal of a body that is not the JSON expected:
// too large, of the wrong type or shape, not JSON, or empty.
func JSONProblem(err error) *apperr.Error {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &maxErr):
		return apperr.New(ErrBodyTooLarge).With("limit", maxErr.Limit)
	case errors.As(err, &typeErr):
		if typeErr.Field != "" {
			return apperr.New(ErrFieldType).With("field", typeErr.Field).With("type", jsonTypeName(typeErr.Type.Kind().String()))
		}
		return apperr.New(ErrBodyShape)
	case errors.As(err, &syntaxErr), errors.Is(err, io.ErrUnexpectedEOF):
		return apperr.New(ErrBodyNotJSON)
	case errors.Is(err, io.EOF):
		return apperr.New(ErrBodyEmpty)
	}
	return apperr.New(ErrBodyNotJSON)
}

func jsonTypeName(kind string) string {
	switch kind {
	case "int", "int32", "int64", "uint", "uint64", "float64", "float32":
		return "number"
	case "slice", "array":
		return "array"
	case "struct", "map":
		return "object"
	}
	return kind
}

// PathID reads a positive integer path parameter, answering 400 otherwise.
func PathID(c *gin.Context, name string) (int64, bool) {
	return ParseID(c, c.Param(name), name)
}

// QueryID reads a positive integer query parameter, answering 400 otherwise.
func QueryID(c *gin.Context, name string) (int64, bool) {
	return ParseID(c, c.Query(name), name)
}

// ParseID reads raw as a positive id named name, answering 400 otherwise.
func ParseID(c *gin.Context, raw, name string) (int64, bool) {
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		Fail(c, apperr.New(ErrIDNotPositive).With("name", name))
		return 0, false
	}
	return id, true
}
