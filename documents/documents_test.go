package documents

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

var sampleCompany = Company{Name: "Cerebro (Private) Limited", Address: "42 Galle Road, Colombo 03, Sri Lanka",
	RegistrationNo: "PV 123456"}

func sampleReceipt() Receipt {
	start := time.Date(2026, 3, 3, 9, 30, 0, 0, time.UTC)
	return Receipt{Company: sampleCompany, Number: "CRB-000042", PaidAt: start.Add(-48 * time.Hour),
		Consultee: "Nimali Perera", Card: true, PaymentID: "320025071234",
		Sessions: []ReceiptSession{
			{Consultant: "ශ්\u200dරී කුමාර", Start: start, End: start.Add(30 * time.Minute), Price: 250000},
			{Consultant: "க்ஷேத்ரா கொழும்பு", Start: start.Add(time.Hour), End: start.Add(90 * time.Minute), Price: 150000},
		},
		Subtotal: 400000, Discount: 40000, Code: "LAUNCH10", Total: 360000,
		Refunds: []ReceiptRefund{{Amount: 150000, At: start.Add(24 * time.Hour), Status: string(models.RefundPaid)}},
	}
}

func sampleStatement() Statement {
	start := time.Date(2026, 3, 3, 9, 30, 0, 0, time.UTC)
	month := time.Date(2026, 3, 1, 0, 0, 0, 0, rules.Colombo)
	return Statement{Company: sampleCompany, Consultant: "Kasun Silva", Month: month, IssuedAt: start.Add(40 * 24 * time.Hour),
		Sessions: []StatementSession{{Start: start, End: start.Add(30 * time.Minute), Consultee: "Nimali Perera",
			Price: 250000, Platform: 75000, Consultant: 175000}},
		Penalties: []StatementPenalty{{Session: start.Add(48 * time.Hour), Consultee: "சுரேஷ்", Reason: models.PenaltyNoShow, Amount: 45000}},
		Refunds:   []StatementRefund{{PaidAt: start.Add(72 * time.Hour), Consultee: "Ruwan", Amount: 150000, Share: 105000}},
		Payouts: []StatementPayout{{PaidAt: start.Add(96 * time.Hour), PeriodStart: time.Date(2026, 2, 1, 0, 0, 0, 0, rules.Colombo),
			PeriodEnd: month, Amount: 500000, Reference: "BOC-998877"}},
	}
}

// TestDocumentsRenderInEveryLanguage renders both documents in the three
// languages; DOCUMENTS_OUT=dir keeps them for a look (pdftoppm -png).
func TestDocumentsRenderInEveryLanguage(t *testing.T) {
	for _, lang := range []string{rules.English, rules.Sinhala, rules.Tamil} {
		r := mailer.ReaderOf(lang, "")
		receipt, err := RenderReceipt(sampleReceipt(), r)
		if err != nil {
			t.Fatal(err)
		}
		statement, err := RenderStatement(sampleStatement(), r)
		if err != nil {
			t.Fatal(err)
		}
		for name, b := range map[string][]byte{"receipt": receipt, "statement": statement} {
			if !bytes.HasPrefix(b, []byte("%PDF-")) || len(b) < 5000 {
				t.Fatalf("%s %s: not a PDF of some size (%d bytes)", name, lang, len(b))
			}
			if dir := os.Getenv("DOCUMENTS_OUT"); dir != "" {
				if err := os.WriteFile(filepath.Join(dir, name+"-"+lang+".pdf"), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if text := pdfText(t, b); text != "" {
				for _, want := range map[string][]string{"receipt": {"CRB-000042", "PV 123456", "320025071234", "3,600.00", "LAUNCH10"},
					"statement": {"PV 123456", "1,750.00", "450.00", "1,050.00", "5,000.00", "BOC-998877"}}[name] {
					if !strings.Contains(text, want) {
						t.Errorf("%s %s: %q missing from the text:\n%s", name, lang, want, text)
					}
				}
			}
		}
	}
}

// pdfText is the PDF's text by pdftotext (poppler-utils); empty, with the
// test told, where it is not installed.
func pdfText(t *testing.T, b []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Log("pdftotext not installed: text not checked")
		return ""
	}
	cmd := exec.Command("pdftotext", "-layout", "-", "-")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}
