package privacy

import (
	"archive/zip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models/privacy"
)

// readme opens every export: what the files are.
const readme = `Everything Cerebro keeps about your account, as of %s (UTC).

One JSON file per area (account, profile, bookings, invoices, refunds,
payouts, ratings, uploads, and any other area that keeps data about you);
money is in cents of the currency named. The files you uploaded (profile
images, payment slips) are in uploads/<kind>/.
`

// export is GET /me/export: a ZIP of the caller's data, written as it is
// read (the files are streamed from the upload store, never held whole).
// The sections are read first, so a database failure is still a clear 500.
func (h *Handlers) export(c *gin.Context) {
	ctx := c.Request.Context()
	ex, err := h.Privacy.Export(ctx, web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	now := h.Now().UTC()
	c.Header("Content-Type", "application/zip")
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="cerebro-my-data-%s.zip"`, now.Format("2006-01-02")))
	c.Header("Cache-Control", "no-store")
	c.Status(http.StatusOK)
	zw := zip.NewWriter(c.Writer)
	if err := h.writeExport(ctx, zw, ex, now.Format("2006-01-02 15:04")); err != nil {
		// The status is sent: the truncated ZIP fails to open, and the log says why.
		web.LogError(c, err)
		return
	}
	if err := zw.Close(); err != nil {
		web.LogError(c, err)
	}
}

func (h *Handlers) writeExport(ctx context.Context, zw *zip.Writer, ex privacy.Export, at string) error {
	w, err := zw.Create("README.txt")
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, readme, at); err != nil {
		return err
	}
	for _, s := range ex.Sections {
		if err := writeJSON(zw, s.Name+".json", s.Data); err != nil {
			return err
		}
	}
	for _, f := range ex.Files {
		if err := h.copyFile(ctx, zw, f); err != nil {
			return err
		}
	}
	return nil
}

func writeJSON(zw *zip.Writer, name string, v any) error {
	w, err := zw.Create(name)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// copyFile streams one stored upload into the ZIP; one already gone from
// the store (a clean-up, a lost disk) is left out rather than failing the
// whole export.
func (h *Handlers) copyFile(ctx context.Context, zw *zip.Writer, f privacy.File) error {
	src, err := h.Images().Open(ctx, f.Kind, f.Name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer src.Close()
	w, err := zw.CreateHeader(&zip.FileHeader{Name: "uploads/" + f.Kind + "/" + f.Name, Method: zip.Store, Modified: src.ModTime})
	if err != nil {
		return err
	}
	_, err = io.Copy(w, src)
	return err
}
