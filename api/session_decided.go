package api

import (
	"errors"

	"go.temporal.io/sdk/temporal"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
)

// A session that has decided a cancel or a move admits nothing else until
// it is carried out (workflows/session_admission.go). Its refusal is a 409
// in the caller's language, from this catalogue, by what was decided.
var sessionDecidedMessages = map[string]map[string]string{
	workflows.DecidedCancel: {
		rules.English: "This booking is being cancelled, so it can no longer be changed.",
		rules.Sinhala: "මෙම වෙන් කිරීම අවලංගු කෙරෙමින් පවතින බැවින් එය තවදුරටත් වෙනස් කළ නොහැක.",
		rules.Tamil:   "இந்த முன்பதிவு இரத்துச் செய்யப்படுகிறது, எனவே இதை இனி மாற்ற முடியாது.",
	},
	workflows.DecidedMove: {
		rules.English: "This booking is being moved to another slot. Please try again in a moment.",
		rules.Sinhala: "මෙම වෙන් කිරීම වෙනත් කාල පරාසයකට මාරු කෙරෙමින් පවතී. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.",
		rules.Tamil:   "இந்த முன்பதிவு வேறொரு நேர இடத்துக்கு மாற்றப்படுகிறது. சிறிது நேரத்தில் தயவுசெய்து மீண்டும் முயற்சிக்கவும்.",
	},
}

// partyLanguage is the language of the booking's party playing role, or
// English when it is not known.
func partyLanguage(b *models.Booking, role string) string {
	var u *models.User
	switch {
	case role == models.RaterConsultee && b.Consultee != nil:
		u = b.Consultee.User
	case role == models.RaterConsultant && b.Consultant != nil:
		u = b.Consultant.User
	}
	if u == nil || u.Language == "" {
		return rules.English
	}
	return u.Language
}

// sessionDecided turns a session's SessionDecided refusal into a 409 in
// lang; any other error is returned as it is.
func sessionDecided(err error, lang string) error {
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) || appErr.Type() != workflows.ErrTypeSessionDecided {
		return err
	}
	var what string
	_ = appErr.Details(&what)
	messages, ok := sessionDecidedMessages[what]
	if !ok {
		return apperr.Conflict(appErr.Message())
	}
	if m, ok := messages[lang]; ok {
		return apperr.Conflict(m)
	}
	return apperr.Conflict(messages[rules.English])
}
