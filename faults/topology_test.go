package faults_test

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"image"
	"image/png"
	"mime/multipart"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
	"cerebro/testutil/tlstest"
	"cerebro/uploads"
)

// The production topology, proven without Docker: the real Temporal server
// (the release compose pins, built from the module proxy) on PostgreSQL with
// its schemas applied by Temporal's SQL tool, 4 history shards and the
// dynamic config of deploy/temporal; two `cerebro api` and two `cerebro
// worker` processes, every one reaching Temporal over mutual TLS (the
// certificates made here; the server refuses a client without one its CA
// signed). The booking journeys run through both APIs — a card
// payment, a bank slip (kept in an S3 bucket, a real SeaweedFS) approved, a
// cancel, a hold that expires — then a
// worker is SIGKILLed while payments come in: every checkout completes,
// paid once, and no slot stays held.
//
// Not parallel: with its own server it would crowd the shared PostgreSQL's
// connections while the other fault tests run.
func TestClusterTopologyOnTheRealServer(t *testing.T) {
	certs, err := tlstest.Make(t.TempDir())
	require.NoError(t, err)
	cluster, err := harness.StartServerClusterWith(context.Background(), t.TempDir(), harness.ServerOptions{TLS: &certs})
	require.NoError(t, err)
	t.Cleanup(cluster.Stop)
	refusesClientsWithoutItsCertificate(t, cluster)
	s3, err := testutil.StartS3(context.Background())
	require.NoError(t, err)
	t.Cleanup(s3.Stop)
	bucket, err := s3.Bucket(context.Background())
	require.NoError(t, err)
	s := newSystem(t, systemOptions{cluster: cluster, env: testutil.UploadEnv(bucket)})
	api2 := s.startAPI("api-2", nil)
	short := s.startAPI("api-short-hold", map[string]string{"CEREBRO_PAYMENT_HOLD": "3s"})
	w2, err := s.c.StartWorker(context.Background(), "worker-2", map[string]string{"PUBLIC_BASE_URL": s.api.URL})
	require.NoError(t, err)
	s.cleanupProc(w2)

	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 14)

	// A card payment through the first API, notified to the second.
	card := mustBook(t, s.api.URL, s.shopper(), seller.id, slots[0])
	require.Equal(t, http.StatusOK, notify(t, api2.URL, notificationFor(invoiceRow(t, s.store, card), "topo-card")))
	// A bank slip through the second API, approved by the admin through the first.
	slipper := s.shopper()
	slipRes := book(t, api2.URL, slipper, "SLIP", seller.id, slots[1])
	require.Equal(t, http.StatusOK, slipRes.Status, "%s", slipRes.Raw)
	slip := int64(slipRes.Body["invoiceId"].(float64))
	uploadSlip(t, api2.URL, slipper, slip, bookingOf(t, s.store, slip))
	stored, err := uploads.NewBucket(bucket)
	require.NoError(t, err)
	slips, err := stored.List(context.Background(), uploads.KindSlip)
	require.NoError(t, err)
	require.Len(t, slips, 1, "the slip is in the bucket every host shares")
	_, adminToken := newAccount(t, s.store, s.secret, models.RoleAdmin)
	awaitInvoice(t, s.store, slip, models.InvoicePendingApproval, 30*time.Second)
	decided := do(t, "PUT", s.api.URL+"/api/v1/payments", adminToken, map[string]any{"invoiceId": slip, "invoiceStatus": "APPROVED"})
	require.Equal(t, http.StatusOK, decided.Status, "%s", decided.Raw)
	// A booking cancelled before paying, and one whose hold runs out.
	canceller := s.shopper()
	cancelled := mustBook(t, api2.URL, canceller, seller.id, slots[2])
	require.Equal(t, http.StatusAccepted, do(t, "DELETE", fmt.Sprintf("%s/api/v1/invoice/%d", s.api.URL, cancelled),
		canceller.token, nil).Status)
	expired := mustBook(t, short.URL, s.shopper(), seller.id, slots[3])

	assert.Equal(t, models.InvoicePaid, checkoutResult(t, s.temporal, card, 60*time.Second).Status)
	assertPaidOnce(t, s, card, "topo-card")
	assert.Equal(t, models.InvoicePaid, checkoutResult(t, s.temporal, slip, 60*time.Second).Status)
	assert.Equal(t, models.InvoiceFailed, checkoutResult(t, s.temporal, cancelled, 60*time.Second).Status)
	assert.Equal(t, models.InvoiceFailed, checkoutResult(t, s.temporal, expired, 60*time.Second).Status)

	// Under load: ten bookings paid through both APIs while a worker is killed.
	var invoices []int64
	for i := 4; i < 14; i++ {
		base := []string{s.api.URL, api2.URL}[i%2]
		invoices = append(invoices, mustBook(t, base, s.shopper(), seller.id, slots[i]))
	}
	var wg sync.WaitGroup
	for i, id := range invoices {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i == 3 {
				s.killWorker()
			}
			base := []string{s.api.URL, api2.URL}[i%2]
			notify(t, base, notificationFor(invoiceRow(t, s.store, id), "topo-"+models.InvoiceCref(id)))
		}()
	}
	wg.Wait()
	for _, id := range invoices {
		assert.Equal(t, models.InvoicePaid, checkoutResult(t, s.temporal, id, 90*time.Second).Status, "invoice %d", id)
		assertPaidOnce(t, s, id, "topo-"+models.InvoiceCref(id))
	}
	checkInvariants(t, s.store, true)
}

// refusesClientsWithoutItsCertificate: a client in clear, one over TLS
// without a certificate, and one with a certificate of another CA are all
// turned away by the mutual-TLS server.
func refusesClientsWithoutItsCertificate(t *testing.T, cluster *harness.ServerCluster) {
	t.Helper()
	trusted, err := cluster.ClientOptions()
	require.NoError(t, err)
	stranger, err := tls.LoadX509KeyPair(cluster.TLS.StrangerCert, cluster.TLS.StrangerKey)
	require.NoError(t, err)
	ways := map[string]client.ConnectionOptions{
		"in clear":                 {},
		"TLS without certificate":  {TLS: &tls.Config{RootCAs: trusted.ConnectionOptions.TLS.RootCAs, ServerName: "localhost"}},
		"another CA's certificate": {TLS: &tls.Config{RootCAs: trusted.ConnectionOptions.TLS.RootCAs, ServerName: "localhost", Certificates: []tls.Certificate{stranger}}},
	}
	for name, conn := range ways {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		c, err := client.DialContext(ctx, client.Options{HostPort: cluster.Address, ConnectionOptions: conn, Logger: quiet{}})
		cancel()
		if err == nil {
			c.Close()
		}
		assert.Error(t, err, "%s: the server must refuse it", name)
	}
	trusted.Logger = quiet{}
	c, err := client.Dial(trusted)
	require.NoError(t, err, "the client with the CA's certificate is served")
	c.Close()
}

// uploadSlip posts a bank slip for the invoice, as the web app does.
func uploadSlip(t *testing.T, base string, who party, invoiceID, bookingID int64) {
	t.Helper()
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	for k, v := range map[string]string{"invoiceId": fmt.Sprint(invoiceID), "bookingId": fmt.Sprint(bookingID),
		"bankId": "1", "refNo": "TOPO-1", "consulteeId": fmt.Sprint(who.id), "paymentDate": time.Now().Format("2006-01-02")} {
		require.NoError(t, form.WriteField(k, v))
	}
	part, err := form.CreateFormFile("file", "slip.png")
	require.NoError(t, err)
	require.NoError(t, png.Encode(part, image.NewRGBA(image.Rect(0, 0, 2, 2))))
	require.NoError(t, form.Close())
	req, err := http.NewRequest("POST", base+"/api/v1/upload/slip", &body)
	require.NoError(t, err)
	req.Header.Set("Content-Type", form.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+who.token)
	res, err := httpClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode, "slip upload")
}
