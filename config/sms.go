package config

// SMS providers (SMS_PROVIDER): Notify.lk, a Sri Lankan gateway; Twilio;
// or none, when texts are written to the log as mail is without SMTP_HOST.
const (
	SMSNone     = ""
	SMSNotifyLK = "notifylk"
	SMSTwilio   = "twilio"
)

// The providers' APIs; the SMS_*_BASE_URL settings point a test at a
// local stand-in instead.
const (
	notifyLKAPI = "https://app.notify.lk/api/v1"
	twilioAPI   = "https://api.twilio.com"
)

// SMS holds the text gateway's settings (README "Texts").
type SMS struct {
	Provider string // SMS_PROVIDER: notifylk, twilio or empty (the log)

	// notifylk: the API settings page's user id and key, and the approved
	// sender name (case sensitive).
	NotifyLKUserID  string // SMS_NOTIFYLK_USER_ID
	NotifyLKAPIKey  string // SMS_NOTIFYLK_API_KEY
	SenderID        string // SMS_SENDER_ID: the sender name Notify.lk approved (default Cerebro)
	NotifyLKBaseURL string // SMS_NOTIFYLK_BASE_URL

	// twilio: the account SID and auth token, and the number or
	// alphanumeric sender texts come from.
	TwilioAccountSID string // SMS_TWILIO_ACCOUNT_SID
	TwilioAuthToken  string // SMS_TWILIO_AUTH_TOKEN
	TwilioFrom       string // SMS_TWILIO_FROM
	TwilioBaseURL    string // SMS_TWILIO_BASE_URL

	// PerHour is how many texts (codes aside) one number is sent in an
	// hour at most (SMS_PER_HOUR); more wait for the next hour.
	PerHour int
}

// BaseURL is the chosen provider's API.
func (s SMS) BaseURL() string {
	if s.Provider == SMSTwilio {
		return s.TwilioBaseURL
	}
	return s.NotifyLKBaseURL
}

func readSMS(r *reader) SMS {
	s := SMS{
		Provider:         r.oneOf("SMS_PROVIDER", SMSNone, SMSNone, SMSNotifyLK, SMSTwilio),
		NotifyLKUserID:   r.str("SMS_NOTIFYLK_USER_ID", ""),
		NotifyLKAPIKey:   r.str("SMS_NOTIFYLK_API_KEY", ""),
		SenderID:         r.str("SMS_SENDER_ID", "Cerebro"),
		NotifyLKBaseURL:  r.url("SMS_NOTIFYLK_BASE_URL", notifyLKAPI),
		TwilioAccountSID: r.str("SMS_TWILIO_ACCOUNT_SID", ""),
		TwilioAuthToken:  r.str("SMS_TWILIO_AUTH_TOKEN", ""),
		TwilioFrom:       r.str("SMS_TWILIO_FROM", ""),
		TwilioBaseURL:    r.url("SMS_TWILIO_BASE_URL", twilioAPI),
		PerHour:          r.integer("SMS_PER_HOUR", 6),
	}
	r.check(s.Provider != SMSNotifyLK || (s.NotifyLKUserID != "" && s.NotifyLKAPIKey != ""), "SMS_NOTIFYLK_USER_ID",
		"and SMS_NOTIFYLK_API_KEY must be set when SMS_PROVIDER is notifylk")
	r.check(s.Provider != SMSTwilio || (s.TwilioAccountSID != "" && s.TwilioAuthToken != "" && s.TwilioFrom != ""),
		"SMS_TWILIO_ACCOUNT_SID", "SMS_TWILIO_AUTH_TOKEN and SMS_TWILIO_FROM must be set when SMS_PROVIDER is twilio")
	return s
}

// smsProblems are the text settings production refuses.
func smsProblems(c Config, add func(bad bool, name, why string)) {
	add(c.SMS.Provider == SMSNone, "SMS_PROVIDER",
		"must be notifylk or twilio: verification codes and booking texts would only reach the log")
}
