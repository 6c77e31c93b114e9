package checkout

import (
	"errors"
	"fmt"
	"io/fs"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/rules"
	"cerebro/uploads"
	checkoutwf "cerebro/workflows/checkout"
)

// Slip upload refusals.
const (
	errSlipBookingDetails apperr.Code = "checkout.slip_booking_details"
	errSlipBank           apperr.Code = "checkout.slip_bank"
	errSlipRequired       apperr.Code = "checkout.slip_required"
	errNotAwaitingSlip    apperr.Code = "checkout.not_awaiting_slip"
	errSlipTooLarge       apperr.Code = "checkout.slip_too_large"
	errSlipFormUnreadable apperr.Code = "checkout.slip_form_unreadable"
)

// The upload's answer ("Upladed" is the published spelling).
const msgSlipUploaded = "Bank Slip Upladed Successfully."

// slipForm is the slip upload form (invoice, bookings, bank, reference,
// remarks, payment date and the slip image), read and checked.
type slipForm struct {
	invoiceID   int64
	bookingIDs  []int64
	bankID      int64
	refNo       string
	remarks     string
	paymentDate *time.Time
	file        *multipart.FileHeader
}

// uploadSlip stores a bank slip for the owner's SLIP invoice awaiting one
// and hands the invoice to the admin (PENDING_APPROVAL).
func (h *Handlers) uploadSlip(c *gin.Context) {
	form, err := h.readSlipForm(c)
	if err != nil {
		web.Fail(c, err)
		return
	}
	inv, ok := web.OwnInvoice(c, h.Checkout, form.invoiceID)
	if !ok {
		return
	}
	if err := checkSlipTarget(inv, form); err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.Checkout.CheckSlipReviewRoom(c.Request.Context(), inv); err != nil {
		web.Fail(c, err)
		return
	}
	slip, err := h.storeSlip(c, inv, form)
	if err != nil {
		web.Fail(c, err)
		return
	}
	// The checkout answers once the admin can see the slip; one that ran out
	// of time meanwhile refuses it.
	st, err := h.updateCheckout(c.Request.Context(), inv.ID, checkoutwf.UploadSlipUpdate, checkoutwf.SlipUpload{SlipID: slip.ID}, apperr.New(errNotAwaitingSlip))
	if err == nil && st.Status != models.InvoicePendingApproval {
		err = apperr.New(errNotAwaitingSlip)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msgSlipUploaded})
}

// readSlipForm checks the form in the order the spec's messages go.
func (h *Handlers) readSlipForm(c *gin.Context) (slipForm, error) {
	var f slipForm
	if err := c.Request.ParseMultipartForm(8 << 20); err != nil && !errors.Is(err, http.ErrNotMultipart) {
		return f, slipFormProblem(err)
	}
	var ok bool
	if f.invoiceID, ok = formID(c.PostForm("invoiceId")); !ok {
		return f, apperr.New(errSlipBookingDetails)
	}
	if f.bookingIDs, ok = formIDs(c.PostForm("bookingId")); !ok {
		return f, apperr.New(errSlipBookingDetails)
	}
	f.bankID, _ = formID(c.PostForm("bankId"))
	if exists, err := h.Checkout.BankExists(c.Request.Context(), f.bankID); err != nil || !exists {
		return f, orRefused(err, errSlipBank)
	}
	fh, err := c.FormFile("file")
	if err != nil || fh.Size == 0 {
		return f, apperr.New(errSlipRequired)
	}
	f.file = fh
	f.refNo, f.remarks = clipText(c.PostForm("refNo"), 100), clipText(c.PostForm("remarks"), 1000)
	if d := strings.TrimSpace(c.PostForm("paymentDate")); d != "" {
		t, err := rules.ParseColombo(d, "00:00")
		if err != nil {
			return f, apperr.New(errInvoiceBadDate).With("name", "paymentDate")
		}
		f.paymentDate = &t
	}
	if ce := strings.TrimSpace(c.PostForm("consulteeId")); ce != "" {
		if _, ok := formID(ce); !ok {
			return f, apperr.New(errSlipBookingDetails)
		}
	}
	return f, nil
}

// checkSlipTarget refuses a slip for an invoice that is not the form's, not
// paid by slip, or not awaiting one.
func checkSlipTarget(inv *models.Invoice, f slipForm) error {
	ids := bookingIDsOf(inv)
	for _, id := range f.bookingIDs {
		if !slices.Contains(ids, id) {
			return apperr.New(errSlipBookingDetails)
		}
	}
	if inv.PaymentMethod != models.PaySlip || inv.Status != models.InvoicePendingPayment {
		return apperr.New(errNotAwaitingSlip)
	}
	return nil
}

// storeSlip saves the image (PNG or JPEG by content) and its record.
func (h *Handlers) storeSlip(c *gin.Context, inv *models.Invoice, f slipForm) (*checkout.PaymentSlip, error) {
	file, err := f.file.Open()
	if err != nil {
		return nil, err
	}
	defer file.Close()
	name, err := h.StoreUpload(c, h.Profile, uploads.KindSlip, file)
	if err != nil {
		return nil, err
	}
	slip := &checkout.PaymentSlip{InvoiceID: inv.ID, ConsulteeID: inv.ConsulteeID, BankID: f.bankID,
		RefNo: f.refNo, Remarks: f.remarks, PaymentDate: f.paymentDate, FileName: name}
	return slip, h.Checkout.AddPaymentSlip(c.Request.Context(), slip)
}

// invoiceSlip serves an invoice's latest slip image to its consultee or
// the admin only; slips are private, never under a public path.
func (h *Handlers) invoiceSlip(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ctx := c.Request.Context()
	inv, ok := web.SeenInvoice(c, h.Checkout, id)
	if !ok {
		return
	}
	slip, err := h.Checkout.LatestSlip(ctx, inv.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	f, err := h.Images().Open(ctx, uploads.KindSlip, slip.FileName)
	if errors.Is(err, fs.ErrNotExist) {
		web.Fail(c, apperr.New(uploads.ErrNoSuchFile)) // the record outlived its file
		return
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	defer f.Close()
	ext := filepath.Ext(slip.FileName)
	c.Header("Cache-Control", "private, no-store")
	c.Header("Content-Disposition", fmt.Sprintf(`inline; filename="%d_payment_slip%s"`, inv.ID, ext))
	c.Header("Content-Type", map[string]string{".png": "image/png", ".jpg": "image/jpeg"}[ext])
	http.ServeContent(c.Writer, c.Request, "", f.ModTime, f)
}

// listBanks lists the accounts a slip may be paid into.
func (h *Handlers) listBanks(c *gin.Context) {
	banks, err := h.Checkout.ListBanks(c.Request.Context())
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, banks)
}

// formID reads a positive id from a form field.
func formID(raw string) (int64, bool) {
	id, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	return id, err == nil && id > 0
}

// formIDs reads "12" or "12,13" (the form shows the booking ids together).
func formIDs(raw string) ([]int64, bool) {
	var ids []int64
	for _, part := range strings.Split(raw, ",") {
		id, ok := formID(part)
		if !ok {
			return nil, false
		}
		ids = append(ids, id)
	}
	return ids, len(ids) > 0
}

// slipFormProblem explains why the multipart form could not be read.
func slipFormProblem(err error) error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return apperr.New(errSlipTooLarge)
	}
	return apperr.New(errSlipFormUnreadable)
}

// orRefused is err, or when there is none the refusal code.
func orRefused(err error, code apperr.Code) error {
	if err != nil {
		return err
	}
	return apperr.New(code)
}

// clipText trims a free-text field and caps its length in runes.
func clipText(s string, max int) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) > max {
		r = r[:max]
	}
	return string(r)
}
