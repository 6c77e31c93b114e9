package api_test

import (
	"bytes"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models/profile"
	"cerebro/rules"
	"cerebro/testutil"
)

var deepPNG = sync.OnceValue(func() []byte { return testutil.DeepPNG(6324, 6324) })

// A 311 KB PNG whose 16-bit pixels would take 306 MB is refused from its
// header at once, in the language of the caller's account, and nothing is
// recorded against the caller's quota; a slip is judged the same way.
func TestAnImageTooDeepToDecodeIsRefusedFromItsHeader(t *testing.T) {
	want := map[string]string{
		"en": "The image is too large to process: its pixels need 306 MB of memory and at most 96 MB is allowed. Please send a smaller image (for example 12 megapixels or fewer, 8 bits per colour).",
		"si": "රූපය සැකසීමට තරම් විශාල වැඩිය: එහි පික්සල සඳහා මතකය MB 306 ක් අවශ්\u200dය වන අතර ඉඩ දෙන උපරිමය MB 96 කි. කරුණාකර කුඩා රූපයක් එවන්න (උදාහරණයක් ලෙස මෙගාපික්සල 12 හෝ ඊට අඩු, වර්ණයකට බිටු 8).",
		"ta": "படம் செயலாக்க மிகப் பெரியது: அதன் பிக்சல்களுக்கு 306 MB நினைவகம் தேவை, அதிகபட்சம் 96 MB மட்டுமே அனுமதிக்கப்படும். தயவுசெய்து சிறிய படத்தை அனுப்பவும் (எடுத்துக்காட்டாக 12 மெகாபிக்சல் அல்லது குறைவு, ஒரு நிறத்துக்கு 8 பிட்).",
	}
	deep := deepPNG()
	for _, lang := range rules.Languages {
		shopper := newShopperIn(t, lang, "Asia/Colombo")
		start := time.Now()
		res := upload(t, shopper.token, "image", "deep.png", deep)
		took := time.Since(start)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", lang, res.Raw)
		assert.Equal(t, want[lang], res.message(), lang)
		assert.Less(t, took, time.Second, "%s: refused from the header", lang)
		var recorded int64
		require.NoError(t, env.store.DB.Raw(`SELECT count(*) FROM uploads WHERE user_id = ?`, shopper.userID).Scan(&recorded).Error)
		assert.Zero(t, recorded, "%s: a refused image is not counted", lang)
	}

	shopper, seller := newShopper(t), newSeller(t)
	invoiceID, bookings := mustBook(t, shopper, "SLIP", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	res := postSlip(t, shopper.token, slipFields(shopper, invoiceID, bookings), deep)
	assert.Equal(t, http.StatusBadRequest, res.Status, "a slip too: %s", res.Raw)
	assert.Equal(t, want["en"], res.message())
}

// The quota is counted before any pixel is decoded: past it, even an
// image whose pixel data is broken (found only by decoding) is answered
// 429, not 400.
func TestTheUploadQuotaIsCountedBeforeDecoding(t *testing.T) {
	shopper := newShopper(t)
	for i := 0; i < profile.UploadDailyFiles; i++ {
		require.Equal(t, http.StatusCreated, upload(t, shopper.token, "image", "me.png", tinyPNG(t)).Status)
	}
	broken := brokenPixels(t, tinyPNG(t))
	fresh := upload(t, newShopper(t).token, "image", "b.png", broken)
	require.Equal(t, http.StatusBadRequest, fresh.Status, "broken pixels are found by decoding: %s", fresh.Raw)
	over := upload(t, shopper.token, "image", "b.png", broken)
	assert.Equal(t, http.StatusTooManyRequests, over.Status, "the quota answers first: %s", over.Raw)
}

// brokenPixels spoils a PNG's image data, leaving its header intact.
func brokenPixels(t *testing.T, p []byte) []byte {
	at := bytes.Index(p, []byte("IDAT"))
	require.Positive(t, at)
	out := append([]byte{}, p...)
	for i := at + 4; i < len(out)-16; i++ {
		out[i] ^= 0x5A
	}
	return out
}
