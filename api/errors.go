package api

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

// fail answers err in the one place that maps errors to status codes. Every
// error body is {"code", "message"}, the message in the caller's language.
func fail(c *gin.Context, err error) {
	if e, ok := apperr.As(err); ok {
		answerRefusal(c, e)
		return
	}
	switch {
	case errors.Is(err, models.ErrNotFound):
		answer(c, http.StatusNotFound, apperr.New(codeNotFound))
	case isUnavailable(err):
		logError(c, err)
		answer(c, http.StatusServiceUnavailable, apperr.New(codeUnavailable))
	case isBadValue(err):
		slog.WarnContext(c.Request.Context(), "request refused by the database", "method", c.Request.Method, "path", c.FullPath(), "err", err)
		answer(c, http.StatusBadRequest, apperr.New(codeBadValue))
	default:
		logError(c, err)
		answer(c, http.StatusInternalServerError, apperr.New(codeInternal))
	}
}

// answerRefusal answers a business refusal with its code's status.
func answerRefusal(c *gin.Context, e *apperr.Error) {
	answer(c, statusFor(e.Code), e)
}

// answer writes e as {"code", "message", "values"?, "fields"?} in the
// caller's language.
func answer(c *gin.Context, status int, e *apperr.Error) {
	lang := languageOf(c)
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
	retryAfter(c, e)
	c.AbortWithStatusJSON(status, body)
}

func retryAfter(c *gin.Context, e *apperr.Error) {
	if e.Wait > 0 {
		c.Header("Retry-After", strconv.Itoa(int(math.Ceil(e.Wait.Seconds()))))
	}
}

// isUnavailable recognises a dependency that is down rather than a bug, so
// callers get a 503 they can retry.
func isUnavailable(err error) bool {
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

// isBadValue recognises a value PostgreSQL refused as data (SQLSTATE class
// 22): a NUL character or invalid UTF-8 in text, a number out of range.
// Validation lets such text through (it is letters to Go), so it is the
// caller's input at fault, not the server.
func isBadValue(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && strings.HasPrefix(pgErr.Code, "22")
}

// The refusals of a request whose shape is wrong: its body or an id.
const (
	errBodyTooLarge  apperr.Code = "common.body_too_large"
	errFieldType     apperr.Code = "common.field_type"
	errBodyShape     apperr.Code = "common.body_shape"
	errBodyNotJSON   apperr.Code = "common.body_not_json"
	errBodyEmpty     apperr.Code = "common.body_empty"
	errIDNotPositive apperr.Code = "common.id_not_positive"
)

// bindJSON decodes the body into v, answering 400 with a clear message on
// malformed JSON, wrong types or an oversized body.
func bindJSON(c *gin.Context, v any) bool {
	dec := json.NewDecoder(c.Request.Body)
	if err := dec.Decode(v); err != nil {
		fail(c, jsonProblem(err))
		return false
	}
	return true
}

func jsonProblem(err error) *apperr.Error {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &maxErr):
		return apperr.New(errBodyTooLarge).With("limit", maxErr.Limit)
	case errors.As(err, &typeErr):
		if typeErr.Field != "" {
			return apperr.New(errFieldType).With("field", typeErr.Field).With("type", jsonTypeName(typeErr.Type.Kind().String()))
		}
		return apperr.New(errBodyShape)
	case errors.As(err, &syntaxErr), errors.Is(err, io.ErrUnexpectedEOF):
		return apperr.New(errBodyNotJSON)
	case errors.Is(err, io.EOF):
		return apperr.New(errBodyEmpty)
	}
	return apperr.New(errBodyNotJSON)
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

// pathID reads a positive integer path parameter, answering 400 otherwise.
func pathID(c *gin.Context, name string) (int64, bool) {
	return parseID(c, c.Param(name), name)
}

// queryID reads a positive integer query parameter, answering 400 otherwise.
func queryID(c *gin.Context, name string) (int64, bool) {
	return parseID(c, c.Query(name), name)
}

func parseID(c *gin.Context, raw, name string) (int64, bool) {
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		fail(c, apperr.New(errIDNotPositive).With("name", name))
		return 0, false
	}
	return id, true
}
