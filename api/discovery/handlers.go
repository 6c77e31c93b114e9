// Package discovery answers the consultant search.
package discovery

import (
	"cerebro/api/web"
	"cerebro/models/discovery"
	"cerebro/models/profile"
)

// Handlers answers the discovery routes: the shared web deps and the stores
// it uses.
type Handlers struct {
	web.Deps
	Profile   *profile.Store
	Discovery *discovery.Store
}
