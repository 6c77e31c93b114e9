// Package phones builds the notifier's channels from the settings: the one
// place cerebro serve, the worker and the tests get theirs, so a channel is
// added here once.
package phones

import (
	"cerebro/config"
	"cerebro/models/stores"
	"cerebro/notify"
	"cerebro/push"
)

// Notifier is the notifier with every channel the settings enable: the
// pushes, and the channels built beside the activities (the texts,
// activities/phone, whose outbox its sweep also sends from).
func Notifier(cfg config.Config, st stores.Stores, more ...notify.Channel) *notify.Notifier {
	return &notify.Notifier{Channels: append([]notify.Channel{push.New(st.Push, cfg.Push)}, more...)}
}
