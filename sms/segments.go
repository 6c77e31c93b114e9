package sms

import "unicode/utf16"

// A text longer than one SMS travels as several parts joined by the phone;
// each part gives up room to the header that joins them. A text wholly in
// the GSM 03.38 alphabet goes as GSM-7: 160 characters alone, 153 a part
// (a character of the extension table, such as € or {, takes two). Any
// other character — Sinhala, Tamil — sends the whole text as UCS-2: 70
// UTF-16 code units alone, 67 a part.
const (
	GSMSingle  = 160
	GSMPart    = 153
	UCS2Single = 70
	UCS2Part   = 67
)

// MaxSegments is the most parts a Cerebro text may take (notify's texts are
// tested against it in each language).
const MaxSegments = 2

// gsmBasic is the GSM 03.38 default alphabet; gsmExtension its extension
// table, whose characters take an escape and themselves.
const (
	gsmBasic = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
		"¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
	gsmExtension = "^{}\\[~]|€\f"
)

var gsmWidth = func() map[rune]int {
	m := map[rune]int{}
	for _, r := range gsmBasic {
		m[r] = 1
	}
	for _, r := range gsmExtension {
		m[r] = 2
	}
	return m
}()

// IsGSM reports whether the text can go as GSM-7.
func IsGSM(text string) bool {
	for _, r := range text {
		if gsmWidth[r] == 0 {
			return false
		}
	}
	return true
}

// Length is the text's length in its encoding's units: septets for GSM-7,
// UTF-16 code units for UCS-2 (a character outside the Basic Multilingual
// Plane, such as an emoji, takes two).
func Length(text string) (units int, ucs2 bool) {
	if IsGSM(text) {
		for _, r := range text {
			units += gsmWidth[r]
		}
		return units, false
	}
	return len(utf16.Encode([]rune(text))), true
}

// Segments is how many parts the text is sent as.
func Segments(text string) int {
	n, ucs2 := Length(text)
	single, part := GSMSingle, GSMPart
	if ucs2 {
		single, part = UCS2Single, UCS2Part
	}
	if n <= single {
		return 1
	}
	return (n + part - 1) / part
}
