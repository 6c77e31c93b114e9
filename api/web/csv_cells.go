package web

import "strings"

// csvFormulaStarts are the first characters that make a spreadsheet read a
// cell as a formula (or shift it into one): OWASP's CSV injection list.
const csvFormulaStarts = "=+-@\t\r"

// CSVCell neutralises free text bound for a CSV the admin opens in a
// spreadsheet: a cell that would start a formula (a bank branch typed as
// `=HYPERLINK(...)`) is prefixed with a single quote, so it shows as text.
func CSVCell(s string) string {
	if s != "" && strings.ContainsRune(csvFormulaStarts, rune(s[0])) {
		return "'" + s
	}
	return s
}
