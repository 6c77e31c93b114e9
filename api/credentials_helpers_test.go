package api_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"testing"

	"github.com/stretchr/testify/require"
)

// lawyerCategory is the id of "Lawyer" (migration 00002's sixth row),
// regulated: the Supreme Court enrols attorneys-at-law (migration 00045).
const lawyerCategory = 6

// aPDF is a small, whole PDF file.
var aPDF = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
	"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

// credentialsPath is a consultant's registration route, with an optional tail.
func credentialsPath(id int64, tail string) string {
	return fmt.Sprintf("/api/v1/consultant/%d/credentials%s", id, tail)
}

// putCredentials sends the registration form as the web app does:
// multipart fields number and expiresOn, and the file document, declared
// as a PDF whatever it holds.
func putCredentials(t testing.TB, token string, id int64, number, expiresOn string, document []byte) response {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	require.NoError(t, w.WriteField("number", number))
	if expiresOn != "" {
		require.NoError(t, w.WriteField("expiresOn", expiresOn))
	}
	if document != nil {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="document"; filename="certificate.pdf"`)
		h.Set("Content-Type", "application/pdf")
		part, err := w.CreatePart(h)
		require.NoError(t, err)
		_, _ = part.Write(document)
	}
	require.NoError(t, w.Close())
	return sendForm(t, "PUT", env.server.URL+credentialsPath(id, ""), token, &buf, w.FormDataContentType())
}

// lawyer is a consultant in the Lawyer category whose profile waits for review.
func lawyer(t testing.TB) profileAccount {
	t.Helper()
	return createConsultantProfile(t, func(b map[string]any) {
		b["categoryId"], b["firstName"] = lawyerCategory, uniqueLetters()
	})
}

// checkedLawyer is a verified lawyer whose registration (expiring on
// expiresOn, "" for never) the admin has checked.
func checkedLawyer(t testing.TB, number, expiresOn string) profileAccount {
	t.Helper()
	a := lawyer(t)
	res := putCredentials(t, a.token, a.id, number, expiresOn, aPDF)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	res = call(t, "PUT", credentialsPath(a.id, "/review"), adminToken(t), map[string]any{"status": "CHECKED"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	require.Equal(t, http.StatusOK, approveConsultant(t, a.id).Status)
	return a
}

// credentialOf is the "credential" object of a GET or PUT answer.
func credentialOf(res response) map[string]any {
	c, _ := res.Body["credential"].(map[string]any)
	return c
}
