// Package favourite holds the activities of favourites and watches:
// telling the consultees who asked that a consultant published
// availability.
package favourite

import (
	"context"
	"fmt"
	"strings"
	"time"

	"cerebro/activities"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/notify"
)

// Activities are the favourites area's; each is safe to retry.
type Activities struct {
	Stores stores.Stores
	Mail   *activities.Mail
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, Mail: d.Mail()}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}

// TellWatchers is the input of TellWatchers: whose availability was published.
type TellWatchers struct {
	ConsultantID int64
}

// TellWatchers mails each consultee waiting for the consultant's next
// availability, once (and tells their phones), and answers how many it
// told. A consultant no longer public, or with no open slot left, tells
// nobody and keeps the watchers waiting for the next time.
func (a *Activities) TellWatchers(ctx context.Context, in TellWatchers) (int, error) {
	cons, err := a.Stores.Profile.ConsultantByID(ctx, in.ConsultantID)
	if err != nil {
		return 0, err
	}
	next, err := a.Stores.Discovery.NextFreeSlots(ctx, []int64{cons.ID}, time.Now())
	first, open := next[cons.ID]
	if err != nil || !open || cons.Status != models.ConsultantVerified {
		return 0, err
	}
	watchers, err := a.Stores.Favourite.ClaimWatchers(ctx, cons.ID)
	if err != nil {
		return 0, err
	}
	name := strings.TrimSpace(cons.FirstName + " " + cons.LastName)
	link := fmt.Sprintf("/#/profile/%d?again=1", cons.ID)
	for _, w := range watchers {
		to := &activities.Party{UserID: w.UserID, First: w.FirstName, Email: w.Email,
			Reader: mailer.ReaderOf(w.Language, w.TimeZone)}
		a.Mail.SendLogged(ctx, to, "consultant_opened", mailer.Data{"Name": w.FirstName, "Consultant": name,
			"First": first, "Link": a.Mail.PublicBaseURL + link})
		a.Mail.Notify(ctx, to, notify.ConsultantOpened, mailer.Data{"Other": name}, link)
	}
	return len(watchers), nil
}
