package documents

import "cerebro/rules"

// labels are a document's fixed words in one language. The words follow the
// web app's (booking.receipt.*, consultant.payouts.*, admin.refunds.state.*)
// so a reader meets the same term on the page and on paper.
type labels struct {
	registrationNo string
	receipt        string
	invoiceNo      string
	datePaid       string
	billedTo       string
	sessions       string
	consultant     string
	consultee      string
	when           string
	price          string
	subtotal       string
	discount       string // the promo code follows
	totalPaid      string
	method         string
	card           string
	slip           string
	paymentID      string
	refunds        string
	amount         string
	date           string
	status         string
	refundStatus   map[string]string

	statement      string
	month          string
	platformShare  string
	yourShare      string
	total          string
	penalties      string
	reason         string
	cancelled      string
	noShow         string
	refunded       string
	shareTakenBack string
	payouts        string
	period         string
	reference      string
	summary        string
	earned         string
	net            string
	noneThisMonth  string
	issued         string
	statementNote  string
}

var labelSets = map[string]labels{
	rules.English: {
		registrationNo: "Registration No.",
		receipt:        "Receipt",
		invoiceNo:      "Invoice number",
		datePaid:       "Date paid",
		billedTo:       "Consultee",
		sessions:       "Sessions",
		consultant:     "Consultant",
		consultee:      "Consultee",
		when:           "Date and time",
		price:          "Price",
		subtotal:       "Subtotal",
		discount:       "Discount",
		totalPaid:      "Total paid",
		method:         "Payment method",
		card:           "Card (PayHere)",
		slip:           "Bank slip",
		paymentID:      "PayHere payment id",
		refunds:        "Refunds",
		amount:         "Amount",
		date:           "Date",
		status:         "Status",
		refundStatus: map[string]string{"REQUESTED": "Requested", "APPROVED": "Approved", "SUBMITTING": "Paying",
			"FAILED": "Failed", "REJECTED": "Rejected", "PAID": "Paid", "CANCELLED": "Cancelled"},
		statement:      "Monthly statement",
		month:          "Month",
		platformShare:  "Cerebro share",
		yourShare:      "Your share",
		total:          "Total",
		penalties:      "Penalties",
		reason:         "Reason",
		cancelled:      "You cancelled the session",
		noShow:         "You did not come to the session",
		refunded:       "Refunded",
		shareTakenBack: "Your share taken back",
		payouts:        "Payouts",
		period:         "Period",
		reference:      "Reference",
		summary:        "Summary",
		earned:         "Earned",
		net:            "Your share less penalties",
		noneThisMonth:  "None this month.",
		issued:         "Issued",
		statementNote:  "Sessions and penalties are counted by the session's date, refunds and payouts by the day they were paid (Sri Lanka time).",
	},
	rules.Sinhala: {
		registrationNo: "ලියාපදිංචි අංකය",
		receipt:        "රිසිට්පත",
		invoiceNo:      "ඉන්වොයිසි අංකය",
		datePaid:       "ගෙවූ දිනය",
		billedTo:       "උපදෙස් ලබන්නා",
		sessions:       "සැසි",
		consultant:     "උපදේශක",
		consultee:      "උපදෙස් ලබන්නා",
		when:           "දිනය සහ වේලාව",
		price:          "මිල",
		subtotal:       "අතුරු එකතුව",
		discount:       "වට්ටම",
		totalPaid:      "ගෙවූ මුළු මුදල",
		method:         "ගෙවීම් ක්\u200dරමය",
		card:           "කාඩ්පත (PayHere)",
		slip:           "බැංකු පත්\u200dරිකාව",
		paymentID:      "PayHere ගෙවීම් හැඳුනුම් අංකය",
		refunds:        "ආපසු ගෙවීම්",
		amount:         "මුදල",
		date:           "දිනය",
		status:         "තත්ත්වය",
		refundStatus: map[string]string{"REQUESTED": "ඉල්ලූ", "APPROVED": "අනුමත කළ", "SUBMITTING": "ගෙවමින්",
			"FAILED": "අසාර්ථක", "REJECTED": "ප්\u200dරතික්ෂේප කළ", "PAID": "ගෙවූ", "CANCELLED": "අවලංගු කළ"},
		statement:      "මාසික ප්\u200dරකාශය",
		month:          "මාසය",
		platformShare:  "Cerebro කොටස",
		yourShare:      "ඔබේ කොටස",
		total:          "එකතුව",
		penalties:      "දඩ",
		reason:         "හේතුව",
		cancelled:      "ඔබ සැසිය අවලංගු කළා",
		noShow:         "ඔබ සැසියට පැමිණියේ නැත",
		refunded:       "ආපසු ගෙවූ මුදල",
		shareTakenBack: "ආපසු ගත් ඔබේ කොටස",
		payouts:        "ගෙවීම්",
		period:         "කාල සීමාව",
		reference:      "යොමු අංකය",
		summary:        "සාරාංශය",
		earned:         "උපයා ඇති මුදල",
		net:            "දඩ අඩු කළ ඔබේ කොටස",
		noneThisMonth:  "මෙම මාසයේ කිසිවක් නැත.",
		issued:         "නිකුත් කළ දිනය",
		statementNote:  "සැසි සහ දඩ සැසියේ දිනය අනුව ද, ආපසු ගෙවීම් සහ ගෙවීම් ගෙවූ දිනය අනුව ද ගණන් කෙරේ (ශ්\u200dරී ලංකා වේලාව).",
	},
	rules.Tamil: {
		registrationNo: "பதிவு இலக்கம்",
		receipt:        "பற்றுச்சீட்டு",
		invoiceNo:      "விலைப்பட்டியல் இலக்கம்",
		datePaid:       "செலுத்திய திகதி",
		billedTo:       "ஆலோசனை பெறுபவர்",
		sessions:       "அமர்வுகள்",
		consultant:     "ஆலோசகர்",
		consultee:      "ஆலோசனை பெறுபவர்",
		when:           "திகதியும் நேரமும்",
		price:          "விலை",
		subtotal:       "கூட்டுத்தொகை",
		discount:       "தள்ளுபடி",
		totalPaid:      "செலுத்திய மொத்தம்",
		method:         "கொடுப்பனவு முறை",
		card:           "அட்டை (PayHere)",
		slip:           "வங்கி வைப்புச் சீட்டு",
		paymentID:      "PayHere கொடுப்பனவு அடையாள இலக்கம்",
		refunds:        "பணத்திருப்பங்கள்",
		amount:         "தொகை",
		date:           "திகதி",
		status:         "நிலை",
		refundStatus: map[string]string{"REQUESTED": "கோரப்பட்டது", "APPROVED": "அங்கீகரிக்கப்பட்டது",
			"SUBMITTING": "செலுத்தப்படுகிறது", "FAILED": "தோல்வியடைந்தது", "REJECTED": "நிராகரிக்கப்பட்டது",
			"PAID": "செலுத்தப்பட்டது", "CANCELLED": "ரத்துசெய்யப்பட்டது"},
		statement:      "மாதாந்திரக் கணக்கறிக்கை",
		month:          "மாதம்",
		platformShare:  "Cerebro பங்கு",
		yourShare:      "உங்கள் பங்கு",
		total:          "மொத்தம்",
		penalties:      "அபராதங்கள்",
		reason:         "காரணம்",
		cancelled:      "நீங்கள் அமர்வை ரத்துசெய்தீர்கள்",
		noShow:         "நீங்கள் அமர்வுக்கு வரவில்லை",
		refunded:       "திருப்பிச் செலுத்தியது",
		shareTakenBack: "திரும்பப் பெற்ற உங்கள் பங்கு",
		payouts:        "கொடுப்பனவுகள்",
		period:         "காலம்",
		reference:      "குறிப்பு எண்",
		summary:        "சுருக்கம்",
		earned:         "ஈட்டியது",
		net:            "அபராதங்கள் கழித்த உங்கள் பங்கு",
		noneThisMonth:  "இந்த மாதம் எதுவும் இல்லை.",
		issued:         "வழங்கிய திகதி",
		statementNote:  "அமர்வுகளும் அபராதங்களும் அமர்வின் திகதிப்படியும், பணத்திருப்பங்களும் கொடுப்பனவுகளும் செலுத்திய திகதிப்படியும் கணக்கிடப்படுகின்றன (இலங்கை நேரம்).",
	},
}

// labelsOf is the labels of lang; English for any other.
func labelsOf(lang string) labels {
	if l, ok := labelSets[lang]; ok {
		return l
	}
	return labelSets[rules.English]
}
