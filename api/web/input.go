package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"

	"cerebro/apperr"
)

// LooseText accepts a JSON string or number and keeps its text: a form's
// digit-only inputs and selects arrive as either, depending on the widget,
// and the spec's messages (not a type error) must explain what is wrong.
type LooseText string

// UnmarshalJSON takes a string, a number or null.
func (t *LooseText) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case bytes.Equal(b, []byte("null")):
		*t = ""
		return nil
	case len(b) > 0 && b[0] == '"':
		var s string
		err := json.Unmarshal(b, &s)
		*t = LooseText(s)
		return err
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return errors.New("expected a string or a number")
	}
	*t = LooseText(n.String())
	return nil
}

// Trimmed is the text without surrounding white space.
func (t LooseText) Trimmed() string { return strings.TrimSpace(string(t)) }

// FieldErrors keeps the first problem per field in the order the form
// shows the fields, so the refusal's own code and message are the topmost
// problem's.
type FieldErrors struct {
	order    []string
	problems map[string]apperr.Problem
}

// Add adds a problem with field, unless the field has one already.
func (f *FieldErrors) Add(field string, code apperr.Code) { f.AddWith(field, code, nil) }

// AddWith adds a problem whose message has placeholders.
func (f *FieldErrors) AddWith(field string, code apperr.Code, values map[string]any) {
	if f.problems == nil {
		f.problems = map[string]apperr.Problem{}
	}
	if _, dup := f.problems[field]; !dup {
		f.order = append(f.order, field)
		f.problems[field] = apperr.Problem{Code: code, Values: values}
	}
}

// Err is the refusal naming every problem, the topmost first; nil when
// there is none.
func (f *FieldErrors) Err() error {
	if len(f.order) == 0 {
		return nil
	}
	top := f.problems[f.order[0]]
	e := apperr.New(top.Code)
	for name, v := range top.Values {
		e.With(name, v)
	}
	for _, field := range f.order {
		p := f.problems[field]
		e.WithField(field, p.Code, p.Values)
	}
	return e
}

// ErrSlotRateMin refuses a slot rate under the minimum, in the profile
// form and in the slots that carry the rate.
const ErrSlotRateMin apperr.Code = "profile.slot_rate_min"
