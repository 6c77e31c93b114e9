package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/stores"
)

// reviewed has a new consultee rate a completed session with the seller; it
// answers the review's id and the consultee.
func reviewed(t *testing.T, seller party, stars int, comment string, at time.Time) (int64, party) {
	t.Helper()
	ctx := context.Background()
	shopper := newShopper(t)
	b := storedBookingWith(t, shopper, seller, at.Add(-time.Hour), models.BookingCompleted)
	st := stores.New(env.store.DB)
	r, err := st.Session.EnsureRate(ctx, b.bookingID, models.RaterConsultee)
	require.NoError(t, err)
	require.NoError(t, st.Session.SubmitRate(ctx, r.ID, stars, comment, at))
	return r.ID, shopper
}

func replyTo(t *testing.T, token string, id int64, text string) response {
	t.Helper()
	return call(t, "PUT", path("/reviews/%d/reply", id), token, map[string]any{"text": text})
}

func reportReview(t *testing.T, token string, id int64, reason string) response {
	t.Helper()
	return call(t, "POST", path("/reviews/%d/report", id), token, map[string]any{"reason": reason})
}

func hideReview(t *testing.T, token string, id int64, hidden bool, reason string) response {
	t.Helper()
	return call(t, "PUT", path("/admin/reviews/%d/hidden", id), token, map[string]any{"hidden": hidden, "reason": reason})
}

// shownReviews is the public list of the consultant's reviews, by id.
func shownReviews(t *testing.T, consultantID int64) map[int64]map[string]any {
	t.Helper()
	res := call(t, "GET", path("/consultant/%d/reviews?rows=50", consultantID), "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	out := map[int64]map[string]any{}
	for _, r := range res.Body["pageData"].([]any) {
		m := r.(map[string]any)
		out[int64(m["id"].(float64))] = m
	}
	return out
}

func codeOf(r response) string { s, _ := r.Body["code"].(string); return s }

// PUT /reviews/:id/reply: the consultant the review is about answers it
// once, publicly; nobody else may, and a second reply is refused.
func TestOnlyTheReviewedConsultantRepliesOnce(t *testing.T) {
	_, s := namedSellers(t, 250000)
	seller := s[0]
	now := time.Now().UTC().Truncate(time.Second)
	id, reviewer := reviewed(t, seller, 2, "Started late.", now.Add(-time.Hour))
	other, _ := reviewed(t, seller, 5, "Clear.", now.Add(-2*time.Hour))

	assert.Equal(t, http.StatusUnauthorized, replyTo(t, "", id, "Sorry").Status)
	stranger := replyTo(t, newSeller(t).token, id, "Not mine")
	assert.Equal(t, http.StatusForbidden, stranger.Status)
	assert.Equal(t, "review.not_yours", codeOf(stranger))
	assert.Equal(t, http.StatusForbidden, replyTo(t, reviewer.token, id, "Me again").Status, "the consultee")
	assert.Equal(t, http.StatusForbidden, replyTo(t, adminToken(t), id, "Admin").Status, "the admin")
	assert.Equal(t, http.StatusBadRequest, replyTo(t, seller.token, id, "  \n ").Status, "empty")
	tooLong := replyTo(t, seller.token, id, strings.Repeat("x", 1001))
	assert.Equal(t, http.StatusBadRequest, tooLong.Status)
	assert.Equal(t, "The reply must be at most 1000 characters.", tooLong.message())
	assert.Equal(t, http.StatusNotFound, replyTo(t, seller.token, 999999999, "Nothing").Status)
	assert.Nil(t, shownReviews(t, seller.id)[id]["reply"], "bad replies changed nothing")

	res := replyTo(t, seller.token, id, " Sorry — the room opened late.\r\nNext time on time. ")
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	again := replyTo(t, seller.token, id, "Changed my mind")
	assert.Equal(t, http.StatusConflict, again.Status)
	assert.Equal(t, "review.already_replied", codeOf(again))

	shown := shownReviews(t, seller.id)
	reply := shown[id]["reply"].(map[string]any)
	assert.Equal(t, "Sorry — the room opened late.\nNext time on time.", reply["text"])
	at, err := time.Parse(time.RFC3339, reply["at"].(string))
	require.NoError(t, err)
	assert.WithinDuration(t, time.Now(), at, time.Minute)
	assert.Nil(t, shown[other]["reply"], "a review without a reply has reply null")
	assert.EqualValues(t, 5, shown[other]["rate"])
}

// A consultant's own rating of a consultee is not a review: nothing to
// reply to or report.
func TestAConsultantsRatingOfAConsulteeIsNotAReview(t *testing.T) {
	p := heldSession(t, time.Hour)
	theirs := rateIDs(t, p.bookingID)[models.RaterConsultant]
	require.Equal(t, http.StatusOK, rate(t, p.seller.token, theirs, 2, "Late").Status)
	assert.Equal(t, http.StatusNotFound, replyTo(t, p.seller.token, theirs, "Hm").Status)
	assert.Equal(t, http.StatusNotFound, reportReview(t, p.shopper.token, theirs, "Unfair").Status)
	mine := rateIDs(t, p.bookingID)[models.RaterConsultee]
	assert.Equal(t, http.StatusNotFound, reportReview(t, p.seller.token, mine, "Not rated yet").Status, "an unrated record")
}

// POST /reviews/:id/report: anyone signed in reports a review, once, with
// a reason.
func TestAnyoneSignedInReportsAReviewOnce(t *testing.T) {
	_, s := namedSellers(t, 250000)
	seller := s[0]
	id, reviewer := reviewed(t, seller, 1, "Rude and useless.", time.Now().UTC().Add(-time.Hour))
	someone := newShopper(t)

	assert.Equal(t, http.StatusUnauthorized, reportReview(t, "", id, "Offensive").Status)
	assert.Equal(t, http.StatusBadRequest, reportReview(t, someone.token, id, " ").Status, "a reason is required")
	long := reportReview(t, someone.token, id, strings.Repeat("y", 501))
	assert.Equal(t, http.StatusBadRequest, long.Status)
	assert.Equal(t, "review.reason_too_long", codeOf(long))
	assert.Equal(t, http.StatusBadRequest, call(t, "POST", path("/reviews/%d/report", id), someone.token, map[string]any{"reason": 5}).Status)
	assert.Equal(t, http.StatusBadRequest, reportReview(t, someone.token, 0, "Offensive").Status)
	assert.Equal(t, http.StatusNotFound, reportReview(t, someone.token, 999999999, "Offensive").Status)

	res := reportReview(t, someone.token, id, "Offensive words.")
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	twice := reportReview(t, someone.token, id, "Still offensive.")
	assert.Equal(t, http.StatusConflict, twice.Status, "one report per person per review")
	assert.Equal(t, "review.already_reported", codeOf(twice))
	assert.Equal(t, http.StatusCreated, reportReview(t, seller.token, id, "Not what happened.").Status, "the consultant too")
	assert.Equal(t, http.StatusCreated, reportReview(t, reviewer.token, id, "Posted in anger.").Status, "the reviewer too")

	var reasons []string
	require.NoError(t, env.store.DB.Raw(`SELECT reason FROM review_reports WHERE rate_id = ? ORDER BY id`, id).Scan(&reasons).Error)
	assert.Equal(t, []string{"Offensive words.", "Not what happened.", "Posted in anger."}, reasons)
}

// The reporting of reviews is flood-limited per account like other writes.
func TestReportingReviewsIsLimitedPerAccount(t *testing.T) {
	ts := limitedServer(t)
	_, s := namedSellers(t, 250000)
	a := newShopper(t)
	for i := 0; i < 10; i++ {
		id, _ := reviewed(t, s[0], 3, "", time.Now().UTC().Add(-time.Duration(i+1)*time.Hour))
		res := send(t, ts.URL, "POST", path("/reviews/%d/report", id), a.token, map[string]any{"reason": "Spam"}, nil)
		require.Equal(t, http.StatusCreated, res.Status, "report %d: %s", i, res.Raw)
	}
	id, _ := reviewed(t, s[0], 3, "", time.Now().UTC().Add(-11*time.Hour))
	assert.Equal(t, http.StatusTooManyRequests,
		send(t, ts.URL, "POST", path("/reviews/%d/report", id), a.token, map[string]any{"reason": "Spam"}, nil).Status)
}

// searchOrder is the consultants whose names carry tag, best rated first.
func searchOrder(t *testing.T, tag string) []int64 {
	t.Helper()
	ids, _ := searchIDs(t, "sort=rating&consultantName="+url.QueryEscape(tag))
	return ids
}

// standing is a consultant's average and count as the profile shows them.
func standing(t *testing.T, id int64) (float64, float64) {
	t.Helper()
	res := call(t, "GET", consultantPath(id), "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return res.Body["averageRating"].(float64), res.Body["ratingCount"].(float64)
}

// The admin sees the reported reviews and hides one with a reason: it
// leaves the profile, the rating and the search order, and comes back when
// restored; both decisions are in the audit log.
func TestTheAdminHidesAndRestoresAReportedReview(t *testing.T) {
	tag, s := namedSellers(t, 250000, 250000)
	now := time.Now().UTC().Truncate(time.Second)
	bad, _ := reviewed(t, s[0], 1, "Useless, a fraud.", now.Add(-time.Hour))
	reviewed(t, s[0], 5, "Excellent.", now.Add(-2*time.Hour))
	reviewed(t, s[1], 4, "Good.", now.Add(-time.Hour))
	reporter := newShopper(t)
	require.Equal(t, http.StatusCreated, reportReview(t, reporter.token, bad, "Calls them a fraud.").Status)
	require.Equal(t, http.StatusOK, replyTo(t, s[0].token, bad, "I refunded you.").Status)
	admin := adminToken(t)
	assert.Equal(t, []int64{s[1].id, s[0].id}, searchOrder(t, tag), "4 before 3")

	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/admin/reviews/reported"), s[0].token, nil).Status)
	list := call(t, "GET", path("/admin/reviews/reported?rows=100"), admin, nil)
	require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
	got := reportedRow(t, list, bad)
	assert.Equal(t, false, got["hidden"])
	assert.EqualValues(t, 1, got["reportCount"])
	assert.EqualValues(t, s[0].id, got["consultantId"])
	assert.Equal(t, "Useless, a fraud.", got["comment"])
	assert.Equal(t, "I refunded you.", got["reply"].(map[string]any)["text"])
	report := got["reports"].([]any)[0].(map[string]any)
	assert.Equal(t, "Calls them a fraud.", report["reason"])
	assert.Equal(t, reporter.email, report["reporter"])

	assert.Equal(t, http.StatusForbidden, hideReview(t, s[0].token, bad, true, "Mine").Status, "a consultant")
	assert.Equal(t, http.StatusForbidden, hideReview(t, reporter.token, bad, true, "Mine").Status, "a consultee")
	assert.Equal(t, http.StatusBadRequest, hideReview(t, admin, bad, true, "").Status, "a reason is required")
	noFlag := call(t, "PUT", path("/admin/reviews/%d/hidden", bad), admin, map[string]any{"reason": "Abuse"})
	assert.Equal(t, "review.hidden_required", codeOf(noFlag))
	assert.Equal(t, http.StatusNotFound, hideReview(t, admin, 999999999, true, "Abuse").Status)
	assert.Contains(t, shownReviews(t, s[0].id), bad, "refused decisions changed nothing")

	before := len(auditEntries(t, "review hidden or restored"))
	res := hideReview(t, admin, bad, true, "Accuses without grounds.")
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.NotContains(t, shownReviews(t, s[0].id), bad, "gone from the profile")
	avg, n := standing(t, s[0].id)
	assert.Equal(t, []float64{5, 1}, []float64{avg, n}, "gone from the rating")
	assert.Equal(t, []int64{s[0].id, s[1].id}, searchOrder(t, tag), "5 before 4")
	assert.Equal(t, http.StatusNotFound, reportReview(t, newShopper(t).token, bad, "Again").Status, "a hidden review is not public")
	entries := auditEntries(t, "review hidden or restored")
	require.Len(t, entries, before+1)
	assert.Equal(t, fmt.Sprintf("id=%d", bad), entries[0]["subject"])
	assert.JSONEq(t, `{"hidden":true,"reason":"Accuses without grounds."}`, entries[0]["detail"].(string))
	hidden := reportedRow(t, call(t, "GET", path("/admin/reviews/reported?rows=100"), admin, nil), bad)
	assert.Equal(t, true, hidden["hidden"], "still listed, to restore")
	assert.Equal(t, "Accuses without grounds.", hidden["moderationReason"])

	require.Equal(t, http.StatusOK, hideReview(t, admin, bad, false, "The refund settled it; fair comment.").Status)
	assert.Contains(t, shownReviews(t, s[0].id), bad, "back on the profile")
	avg, n = standing(t, s[0].id)
	assert.Equal(t, []float64{3, 2}, []float64{avg, n}, "back in the rating")
	assert.Equal(t, []int64{s[1].id, s[0].id}, searchOrder(t, tag))
	assert.Len(t, auditEntries(t, "review hidden or restored"), before+2)
}

// reportedRow finds review id in the admin's list of reported reviews.
func reportedRow(t *testing.T, list response, id int64) map[string]any {
	t.Helper()
	for _, r := range list.Body["pageData"].([]any) {
		if m := r.(map[string]any); int64(m["id"].(float64)) == id {
			return m
		}
	}
	t.Fatalf("review %d is not in the reported list: %s", id, list.Raw)
	return nil
}
