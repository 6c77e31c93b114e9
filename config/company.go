package config

import "strings"

// Company is the business that issues receipts and statements, printed at
// the head of each (package documents): COMPANY_NAME, COMPANY_ADDRESS and
// COMPANY_REGISTRATION_NO (the Registrar of Companies' number, "PV 12345").
// Development prints placeholders that say so; production refuses to start
// without all three: a receipt without them is not one a company can file.
type Company struct {
	Name           string
	Address        string
	RegistrationNo string
}

func readCompany(r *reader) Company {
	return Company{
		Name:           r.str("COMPANY_NAME", "Cerebro (development)"),
		Address:        r.str("COMPANY_ADDRESS", "Colombo, Sri Lanka (development address)"),
		RegistrationNo: r.str("COMPANY_REGISTRATION_NO", "DEV-0000"),
	}
}

// companyProblems refuses production without the company's own details.
func companyProblems(getenv func(string) string, add func(bad bool, name, why string)) {
	for _, name := range []string{"COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_REGISTRATION_NO"} {
		add(strings.TrimSpace(getenv(name)) == "", name,
			"must be set: receipts and statements print the company's name, address and registration number")
	}
}
