package uploads

import (
	"fmt"
	"net/http"
	"time"

	"cerebro/apperr"
)

// Refusal is an upload refused in words the caller's language has: In
// gives the answer in en, si or ta (English for any other).
type Refusal struct {
	Status int
	Wait   time.Duration // on a 503, when to try again
	texts  map[string]string
	args   []any
}

func (r *Refusal) Error() string { return r.In("en").Message }

// In is the refusal as the API answers it, in language lang.
func (r *Refusal) In(lang string) *apperr.Error {
	text, ok := r.texts[lang]
	if !ok {
		text = r.texts["en"]
	}
	return &apperr.Error{Status: r.Status, Message: fmt.Sprintf(text, r.args...), Wait: r.Wait}
}

// tooLargeTexts refuse an image whose pixels would take more memory than
// MaxDecodedBytes: how much it needs, the most allowed.
var tooLargeTexts = map[string]string{
	"en": "The image is too large to process: its pixels need %d MB of memory and at most %d MB is allowed. Please send a smaller image (for example 12 megapixels or fewer, 8 bits per colour).",
	"si": "රූපය සැකසීමට තරම් විශාල වැඩිය: එහි පික්සල සඳහා මතකය MB %d ක් අවශ්\u200dය වන අතර ඉඩ දෙන උපරිමය MB %d කි. කරුණාකර කුඩා රූපයක් එවන්න (උදාහරණයක් ලෙස මෙගාපික්සල 12 හෝ ඊට අඩු, වර්ණයකට බිටු 8).",
	"ta": "படம் செயலாக்க மிகப் பெரியது: அதன் பிக்சல்களுக்கு %d MB நினைவகம் தேவை, அதிகபட்சம் %d MB மட்டுமே அனுமதிக்கப்படும். தயவுசெய்து சிறிய படத்தை அனுப்பவும் (எடுத்துக்காட்டாக 12 மெகாபிக்சல் அல்லது குறைவு, ஒரு நிறத்துக்கு 8 பிட்).",
}

// busyTexts answer an upload that found every decoding slot taken.
var busyTexts = map[string]string{
	"en": "Many images are being processed right now. Please try again in a few seconds.",
	"si": "මේ මොහොතේ රූප බොහොමයක් සකසමින් පවතී. කරුණාකර තත්පර කිහිපයකින් නැවත උත්සාහ කරන්න.",
	"ta": "இப்போது பல படங்கள் செயலாக்கப்படுகின்றன. சில வினாடிகளில் மீண்டும் முயற்சிக்கவும்.",
}

// tooLarge refuses an image that would need need bytes to decode.
func tooLarge(need int64) *Refusal {
	return &Refusal{Status: http.StatusBadRequest, texts: tooLargeTexts, args: []any{ceilMB(need), int64(MaxDecodedBytes >> 20)}}
}

// busy refuses an upload that could not get a decoding slot in time.
func busy() *Refusal {
	return &Refusal{Status: http.StatusServiceUnavailable, Wait: BusyRetry, texts: busyTexts}
}

func ceilMB(n int64) int64 { return (n + 1<<20 - 1) >> 20 }
