package message

import (
	"cerebro/rules"
	"cerebro/workflows"
)

// defaultQuiet is the wait of a workflow started without one.
const defaultQuiet = rules.MessageQuiet

// Register adds the thread's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(MailNewMessages)
}
