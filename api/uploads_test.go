package api_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/uploads"
)

// tinyPNG is a real 2×2 PNG.
func tinyPNG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(0, 0, color.RGBA{R: 200, A: 255})
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}

func TestUploadImageAndServeIt(t *testing.T) {
	token, _ := signUp(t, "CONSULTANT")
	content := tinyPNG(t)
	res := upload(t, token, "image", "me.gif", content)
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	name := res.Body["imageName"].(string)
	assert.True(t, uploads.ValidName(name), name)
	assert.Equal(t, "/api/v1/images/"+name, res.Body["imageUrl"])

	got, err := http.Get(env.server.URL + "/api/v1/images/" + name)
	require.NoError(t, err)
	defer got.Body.Close()
	body, _ := io.ReadAll(got.Body)
	assert.Equal(t, http.StatusOK, got.StatusCode)
	assert.Equal(t, "image/png", got.Header.Get("Content-Type"))
	assert.Equal(t, "nosniff", got.Header.Get("X-Content-Type-Options"))
	served, err := png.Decode(bytes.NewReader(body))
	require.NoError(t, err, "the stored file is the image, re-encoded")
	assert.Equal(t, color.RGBA{R: 200, A: 255}, color.RGBAModel.Convert(served.At(0, 0)))

	// The stored name can now go on the uploader's profile; a made-up one cannot.
	withImage := consultantBody()
	withImage["imageName"] = name
	created := call(t, "POST", "/api/v1/consultant/", token, withImage)
	require.Equal(t, http.StatusCreated, created.Status, "%s", created.Raw)
	profile := call(t, "GET", consultantPath(int64(created.Body["id"].(float64))), token, nil)
	assert.Equal(t, "/api/v1/images/"+name, profile.Body["imageUrl"])
	token2, _ := signUp(t, "CONSULTANT")
	forged := consultantBody()
	forged["imageName"] = "00000000000000000000000000000000.png"
	res = call(t, "POST", "/api/v1/consultant/", token2, forged)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "The image was not found. Please upload it again", res.message())
}

func TestUploadRefusals(t *testing.T) {
	token, _ := signUp(t, "CONSULTANT")
	res := upload(t, token, "image", "photo.png", []byte("just some text, not a picture"))
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, uploads.MsgNotImage, res.message(), "judged by content, not by name")

	big := append(tinyPNG(t), make([]byte, uploads.MaxBytes)...)
	res = upload(t, token, "image", "big.png", big)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "The image is larger than 5 MB.", res.message())

	huge := make([]byte, 7<<20) // beyond the route's body cap
	res = upload(t, token, "image", "huge.png", huge)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "The image is larger than 5 MB.", res.message())

	res = upload(t, token, "picture", "photo.png", tinyPNG(t))
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "Please choose an image to upload (form field \"image\").", res.message())

	res = call(t, "POST", "/api/v1/upload/image", token, map[string]any{"image": "x"})
	assert.Equal(t, http.StatusBadRequest, res.Status, "not multipart")

	res = upload(t, "", "image", "photo.png", tinyPNG(t))
	assert.Equal(t, http.StatusUnauthorized, res.Status)

	for _, name := range []string{"..%2F..%2Fgo.mod", "nothere.png", "00000000000000000000000000000000.png"} {
		got, err := http.Get(env.server.URL + "/api/v1/images/" + name)
		require.NoError(t, err)
		got.Body.Close()
		assert.Equal(t, http.StatusNotFound, got.StatusCode, name)
	}
}
