package journey

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"
)

// Roles a visitor can sign up as.
const (
	roleConsultant = "CONSULTANT"
	roleConsultee  = "CONSULTEE"
)

// signedIn is the sign-in and sign-up answer (the web app's stored user).
type signedIn struct {
	Token         string   `json:"token"`
	Roles         []string `json:"roles"`
	Email         string   `json:"email"`
	EmailVerified bool     `json:"emailVerified"`
	Language      string   `json:"language"`
}

// signIn is the login page: POST /auth/signin {username, password}.
func (j *journey) signIn(ctx context.Context, p *person) (signedIn, error) {
	var out signedIn
	err := j.call(ctx, request{method: "POST", path: "/auth/signin",
		body: map[string]string{"username": p.email, "password": p.password}}, &out)
	if err == nil && out.Token == "" {
		err = fmt.Errorf("the sign-in answer has no token")
	}
	p.token = out.Token
	return out, err
}

func (j *journey) adminSignsIn(ctx context.Context) error {
	j.admin = &person{email: j.site.AdminEmail, password: j.site.AdminPassword}
	u, err := j.signIn(ctx, j.admin)
	if err != nil {
		return err
	}
	if !hasRole(u, "ADMIN") {
		return fmt.Errorf("%s signed in with roles %v, not ADMIN", j.admin.email, u.Roles)
	}
	return nil
}

// signUp is the sign-up page in English: one role, the page's language.
func (j *journey) signUp(ctx context.Context, role string) error {
	p := &person{email: fmt.Sprintf("journey-%s-%s@example.com", strings.ToLower(role), j.run),
		password: "journey-" + j.run + "-pw", name: "Journey " + strings.ToLower(role)}
	var u signedIn
	err := j.call(ctx, request{method: "POST", path: "/auth/signup", body: map[string]any{
		"userName": p.name, "password": p.password, "email": p.email, "roles": []string{role}, "language": "en"}}, &u)
	if err != nil {
		return err
	}
	if u.Token == "" || !hasRole(u, role) || u.EmailVerified || u.Language != "en" {
		return fmt.Errorf("the sign-up answer is %+v: want a token, role %s, emailVerified false, language en", u, role)
	}
	p.token = u.Token
	if role == roleConsultant {
		j.consultant, j.res.ConsultantEmail = p, p.email
	} else {
		j.consultee, j.res.ConsulteeEmail = p, p.email
	}
	return nil
}

// verifyLink is the mailed link: <PUBLIC_BASE_URL>/#/verify-email/<token>.
var verifyLink = regexp.MustCompile(`(\S*)/#/verify-email/([A-Za-z0-9_-]+)`)

// verifyEmail opens the mailed link, as the verification page does (POST
// /auth/verifyEmail {token} from the signed-in browser), and signs in again
// to see the address verified.
func (j *journey) verifyEmail(ctx context.Context, p *person) error {
	_, text, err := j.site.Mail(p.email, func(_, text string) bool { return verifyLink.MatchString(text) }, MailTimeout)
	if err != nil {
		return fmt.Errorf("no verification mail to %s: %w", p.email, err)
	}
	m := verifyLink.FindStringSubmatch(text)
	if m[1] != j.base {
		return fmt.Errorf("the mailed link %s/#/verify-email/… does not point at the site %s (PUBLIC_BASE_URL)", m[1], j.base)
	}
	if err := j.call(ctx, request{method: "POST", path: "/auth/verifyEmail", as: p, body: map[string]string{"token": m[2]}}, nil); err != nil {
		return err
	}
	u, err := j.signIn(ctx, p)
	if err == nil && !u.EmailVerified {
		err = fmt.Errorf("signed in after opening the link, %s is still not verified", p.email)
	}
	return err
}

func hasRole(u signedIn, role string) bool {
	for _, r := range u.Roles {
		if r == role {
			return true
		}
	}
	return false
}

// personalDetails are the profile forms' shared part, as the forms send
// them (lib/personalDetails.js valuesToPerson): an adult in Sri Lanka.
func personalDetails(first, last, gender string) map[string]any {
	return map[string]any{
		"firstName": first, "lastName": last, "displayName": first + " " + last,
		"birthday": time.Now().AddDate(-35, 0, 0).Format("2006-01-02"), "gender": gender,
		"country": "Sri Lanka", "timeZone": "Asia/Colombo", "currency": "LKR", "dialCode": "94",
		"phone": "771234567", "imageName": "",
	}
}

// profile is the part of a saved profile the journey reads.
type profile struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
}

// consulteeProfile is the consultee's profile form (POST /consultee/): the
// web app asks for it before the first booking.
func (j *journey) consulteeProfile(ctx context.Context) error {
	var out profile
	err := j.call(ctx, request{method: "POST", path: "/consultee/", as: j.consultee,
		body: personalDetails("Kamala", "Silva", "FEMALE")}, &out)
	if err == nil && out.ID <= 0 {
		err = fmt.Errorf("the saved consultee profile has no id")
	}
	j.consultee.profileID, j.res.ConsulteeID = out.ID, out.ID
	return err
}
