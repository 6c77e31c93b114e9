package workflows

// Registry is what a worker or a replayer offers to register workflow
// functions. Each area registers its own workflows on it (its Register);
// the worker and the replay suite call every area's.
type Registry interface {
	RegisterWorkflow(w any)
}
