package journey

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// bookBySlip books the second slot to pay by bank slip; the answer sends
// the web app to the slip upload page.
func (j *journey) bookBySlip(ctx context.Context) error {
	s, err := j.findSlot(ctx, j.slots[1])
	if err != nil {
		return err
	}
	ans, err := j.book(ctx, s, paySlip)
	if err != nil {
		return err
	}
	record(&j.res.Slip, s, ans)
	if ans.ReturnURL != "/slip-upload" {
		return fmt.Errorf("a slip booking answered returnUrl %q, not /slip-upload", ans.ReturnURL)
	}
	return nil
}

// uploadSlip is the slip upload page: the company's bank chosen from
// GET /banks, the slip image and the form's fields (slipSchema.js
// slipFormData); the invoice then waits for the admin.
func (j *journey) uploadSlip(ctx context.Context) error {
	var banks []struct {
		ID int64 `json:"id"`
	}
	if err := j.call(ctx, request{method: "GET", path: "/banks", as: j.consultee}, &banks); err != nil {
		return err
	}
	if len(banks) == 0 {
		return fmt.Errorf("GET /banks lists no account to pay into")
	}
	body, contentType, err := j.slipForm(banks[0].ID)
	if err != nil {
		return err
	}
	err = j.call(ctx, request{method: "POST", path: "/upload/slip", as: j.consultee, raw: body, contentType: contentType}, nil)
	if err != nil {
		return err
	}
	inv, err := j.invoice(ctx, j.res.Slip.InvoiceID)
	if err == nil && inv.Status != invoicePendingApproval {
		err = fmt.Errorf("after the upload invoice %d is %s, not %s", inv.ID, inv.Status, invoicePendingApproval)
	}
	j.res.Slip.Cref = inv.Cref
	return err
}

// slipForm is the multipart body the slip upload page sends.
func (j *journey) slipForm(bankID int64) ([]byte, string, error) {
	var buf bytes.Buffer
	form := multipart.NewWriter(&buf)
	s := j.res.Slip
	for _, kv := range [][2]string{{"bookingId", strconv.FormatInt(s.BookingID, 10)}, {"invoiceId", strconv.FormatInt(s.InvoiceID, 10)},
		{"bankId", strconv.FormatInt(bankID, 10)}, {"refNo", "JOURNEY-" + strings.ToUpper(j.run)}, {"remarks", ""},
		{"consulteeId", strconv.FormatInt(j.consultee.profileID, 10)}, {"paymentDate", time.Now().In(colombo).Format("2006-01-02")}} {
		if err := form.WriteField(kv[0], kv[1]); err != nil {
			return nil, "", err
		}
	}
	part, err := form.CreateFormFile("file", "slip.png")
	if err == nil {
		err = png.Encode(part, slipImage())
	}
	if err == nil {
		err = form.Close()
	}
	return buf.Bytes(), form.FormDataContentType(), err
}

// slipImage is a small photo of a slip: 40×24 pixels of paper and ink.
func slipImage() image.Image {
	img := image.NewRGBA(image.Rect(0, 0, 40, 24))
	for y := range 24 {
		for x := range 40 {
			c := color.RGBA{R: 250, G: 248, B: 240, A: 255}
			if y%6 == 3 && x > 3 && x < 36 {
				c = color.RGBA{R: 20, G: 40, B: 90, A: 255}
			}
			img.Set(x, y, c)
		}
	}
	return img
}

// adminInvoice is a line of the admin's invoice list.
type adminInvoice struct {
	InvoiceID int64  `json:"invoiceId"`
	ImageURL  string `json:"imageUrl"`
}

// approveSlip is the admin's Invoices tab: the invoice among those waiting
// for approval, its slip opened, then Approve (PUT /payments).
func (j *journey) approveSlip(ctx context.Context) error {
	line, err := j.pendingInvoice(ctx, j.res.Slip.InvoiceID)
	if err != nil {
		return err
	}
	if line.ImageURL == "" {
		return fmt.Errorf("the admin's list shows invoice %d without its slip", line.InvoiceID)
	}
	img, err := j.send(ctx, request{method: "GET", path: strings.TrimPrefix(line.ImageURL, "/api/v1"), as: j.admin})
	if err != nil {
		return fmt.Errorf("the admin cannot open the slip: %w", err)
	}
	if kind := http.DetectContentType(img); kind != "image/png" && kind != "image/jpeg" {
		return fmt.Errorf("the slip the admin opens is %s, not an image", kind)
	}
	return j.call(ctx, request{method: "PUT", path: "/payments", as: j.admin, body: map[string]any{
		"invoiceId": j.res.Slip.InvoiceID, "invoiceStatus": "APPROVED", "adminRemark": ""}}, nil)
}

// pendingInvoice finds the invoice in the admin's list of invoices
// waiting for approval (POST /invoice/getPagedInvoiceList), page by page.
func (j *journey) pendingInvoice(ctx context.Context, id int64) (adminInvoice, error) {
	for page := 1; ; page++ {
		var out struct {
			PageData       []adminInvoice `json:"pageData"`
			TotalNoOfPages int            `json:"totalNoOfPages"`
		}
		err := j.call(ctx, request{method: "POST", path: "/invoice/getPagedInvoiceList", as: j.admin, body: map[string]any{
			"startDate": "", "endDate": "", "status": invoicePendingApproval, "page": page, "rows": 20}}, &out)
		if err != nil {
			return adminInvoice{}, err
		}
		for _, line := range out.PageData {
			if line.InvoiceID == id {
				return line, nil
			}
		}
		if page >= out.TotalNoOfPages {
			return adminInvoice{}, fmt.Errorf("the admin's invoices waiting for approval do not list invoice %d", id)
		}
	}
}

// awaitSlipPaid: the approved slip pays its invoice, as the consultee's
// invoices show it.
func (j *journey) awaitSlipPaid(ctx context.Context) error {
	_, err := j.awaitPaid(ctx, j.res.Slip.InvoiceID)
	return err
}
