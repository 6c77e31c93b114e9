package journey

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/net/html"
)

// FormPayer is a Site.PayByCard for a gateway whose checkout page is one
// HTML form, as a person uses it: the browser posts the site's checkout
// form to action (following redirects); on the page that comes back, the
// person fills in choices — a card number, or the name and value of the
// Pay button they press — over the form's own inputs and submits it; the
// gateway answers with a redirect, whose Location is where the browser is
// sent back. For Cerebro's simulator (PAYHERE_MODE=simulator) the choice
// is {"decision": "pay"}; for a PayHere sandbox page taking a card number,
// {"card_no": "4916217501611292"} (a sandbox Visa that pays).
func FormPayer(client *http.Client, choices map[string]string) func(ctx context.Context, action string, fields map[string]string) (string, error) {
	return func(ctx context.Context, action string, fields map[string]string) (string, error) {
		checkout := url.Values{}
		for k, v := range fields {
			checkout.Set(k, v)
		}
		page, at, err := postForm(ctx, client, action, checkout)
		if err != nil {
			return "", fmt.Errorf("opening the gateway's checkout: %w", err)
		}
		target, values, err := readForm(page, at)
		if err != nil {
			return "", err
		}
		for k, v := range choices {
			values.Set(k, v)
		}
		return submit(ctx, client, target, values)
	}
}

// postForm posts a form as a browser does and answers the page it ends on
// and that page's address.
func postForm(ctx context.Context, client *http.Client, target string, form url.Values) (string, *url.URL, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, strings.NewReader(form.Encode()))
	if err != nil {
		return "", nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := client.Do(req)
	if err != nil {
		return "", nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return "", nil, err
	}
	if res.StatusCode != http.StatusOK {
		return "", nil, &HTTPError{Method: "POST", URL: target, Status: res.StatusCode, Body: clip(pageText(string(body)))}
	}
	return string(body), res.Request.URL, nil
}

// submit posts the filled-in form without following the redirect it
// answers, and answers the redirect's target.
func submit(ctx context.Context, client *http.Client, target string, form url.Values) (string, error) {
	c := *client
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := c.Do(req)
	if err != nil {
		return "", fmt.Errorf("submitting the gateway's page: %w", err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	loc, err := res.Location()
	if res.StatusCode < 300 || res.StatusCode > 399 || err != nil {
		return "", fmt.Errorf("the gateway did not send the browser back: %w",
			&HTTPError{Method: "POST", URL: target, Status: res.StatusCode, Body: clip(pageText(string(body)))})
	}
	return loc.String(), nil
}

// readForm reads the page's first form: its action (resolved against the
// page's address) and the values its inputs carry.
func readForm(page string, at *url.URL) (string, url.Values, error) {
	z := html.NewTokenizer(strings.NewReader(page))
	values, action, inForm := url.Values{}, "", false
	for {
		switch z.Next() {
		case html.ErrorToken:
			if !inForm {
				return "", nil, fmt.Errorf("the gateway's page has no form: %s", clip(pageText(page)))
			}
			return resolve(at, action), values, nil
		case html.StartTagToken, html.SelfClosingTagToken:
			t := z.Token()
			switch {
			case t.Data == "form" && !inForm:
				inForm, action = true, attr(t, "action")
			case t.Data == "input" && inForm && sent(t):
				values.Add(attr(t, "name"), attr(t, "value"))
			}
		case html.EndTagToken:
			if t := z.Token(); t.Data == "form" && inForm {
				return resolve(at, action), values, nil
			}
		}
	}
}

// sent reports whether a browser sends the input without a click: named,
// not a button, and ticked if it is a box.
func sent(t html.Token) bool {
	switch strings.ToLower(attr(t, "type")) {
	case "submit", "button", "image", "reset", "file":
		return false
	case "checkbox", "radio":
		return attr(t, "name") != "" && hasAttr(t, "checked")
	}
	return attr(t, "name") != ""
}

func attr(t html.Token, name string) string {
	for _, a := range t.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

func hasAttr(t html.Token, name string) bool {
	for _, a := range t.Attr {
		if a.Key == name {
			return true
		}
	}
	return false
}

func resolve(at *url.URL, ref string) string {
	u, err := at.Parse(ref)
	if err != nil {
		return ref
	}
	return u.String()
}

// pageText is a page's words without its markup, for an error message.
func pageText(page string) string {
	z := html.NewTokenizer(strings.NewReader(page))
	var words []string
	skip := false
	for {
		switch z.Next() {
		case html.ErrorToken:
			if errors.Is(z.Err(), io.EOF) || len(words) > 0 {
				return strings.Join(words, " ")
			}
			return page
		case html.StartTagToken:
			name, _ := z.TagName()
			skip = string(name) == "style" || string(name) == "script"
		case html.EndTagToken:
			skip = false
		case html.TextToken:
			if s := strings.TrimSpace(string(z.Text())); s != "" && !skip {
				words = append(words, s)
			}
		}
	}
}
