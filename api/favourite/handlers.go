// Package favourite answers a consultee's favourite consultants (kept on
// their dashboard) and their watches: "tell me when this consultant next
// opens slots", told once by workflows/favourite when the consultant
// publishes availability.
package favourite

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.temporal.io/sdk/client"

	"cerebro/api/web"
	"cerebro/models/discovery"
	"cerebro/models/favourite"
	"cerebro/models/profile"
	"cerebro/workflows"
	favouritewf "cerebro/workflows/favourite"
)

// Handlers answers the favourites routes: the shared web deps, the
// favourites' store, and the profiles and ratings it shows.
type Handlers struct {
	web.Deps
	Favourite *favourite.Store
	Profile   *profile.Store
	Discovery *discovery.Store
}

// Routes registers the favourites routes on v1: authz/policy/favourites.csv
// lets consultees call them, each on their own favourites and watches.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/favourites", h.list)
	v1.PUT("/favourites/:id", h.add)
	v1.DELETE("/favourites/:id", h.remove)
	v1.POST("/consultant/:id/watch", h.watch)
	v1.DELETE("/consultant/:id/watch", h.unwatch)
}

// favouritesView is the dashboard's list: the consultants kept, as the
// search shows them, and those the consultee waits to be told about.
type favouritesView struct {
	Favourites []web.ConsultantView `json:"favourites"`
	Watching   []int64              `json:"watching"`
}

func (h *Handlers) list(c *gin.Context) {
	ctx := c.Request.Context()
	list, err := h.Favourite.Favourites(ctx, web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	views, err := h.ConsultantViews(c, h.Discovery, list, false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	watching, err := h.Favourite.Watching(ctx, web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, favouritesView{Favourites: views, Watching: watching})
}

// keep runs change on the consultant of the path, whom the caller must be
// able to see (web.PublicConsultant: 404 otherwise), and answers 204.
func (h *Handlers) keep(c *gin.Context, change func(ctx context.Context, userID, consultantID int64) error) {
	cons, ok := web.PublicConsultant(c, h.Profile)
	if !ok {
		return
	}
	if err := change(c.Request.Context(), web.CallerID(c), cons.ID); err != nil {
		web.Fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

func (h *Handlers) add(c *gin.Context)     { h.keep(c, h.Favourite.Add) }
func (h *Handlers) remove(c *gin.Context)  { h.keep(c, h.Favourite.Remove) }
func (h *Handlers) watch(c *gin.Context)   { h.keep(c, h.Favourite.Watch) }
func (h *Handlers) unwatch(c *gin.Context) { h.keep(c, h.Favourite.Unwatch) }

// Published is told by the availability area when a consultant published
// slots: with anyone watching them, the watchers' workflow is signalled
// (and started by the first signal). The slots stand whatever happens
// here; a failure is logged.
func (h *Handlers) Published(ctx context.Context, consultantID int64) {
	waiting, err := h.Favourite.HasWatchers(ctx, consultantID)
	if err != nil || !waiting {
		if err != nil {
			slog.ErrorContext(ctx, "watchers not read", "consultant", consultantID, "err", err)
		}
		return
	}
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	_, err = h.Temporal.SignalWithStartWorkflow(ctx, workflows.WatchersWorkflowID(consultantID),
		favouritewf.PublishedSignal, nil, client.StartWorkflowOptions{TaskQueue: h.Config.TaskQueue,
			StaticSummary: fmt.Sprintf("Tell the consultees watching consultant %d of their new slots", consultantID)},
		favouritewf.TellWatchers, favouritewf.WatchersInput{ConsultantID: consultantID, Quiet: h.Config.WatchQuiet})
	if err != nil {
		slog.ErrorContext(ctx, "watchers not scheduled", "consultant", consultantID, "err", err)
	}
}
