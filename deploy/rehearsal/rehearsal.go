// Package rehearsal runs what docker-compose.yml describes without a Docker
// engine: it loads the file with Docker Compose's own loader (compose-go)
// and a production .env, and starts every service whose program runs on
// this machine as a native process, with exactly what compose gives it —
// its command, its environment as compose resolves it (set-but-empty
// included), its mounted files and volumes, its user — in its own network
// namespace on a project bridge, where service names resolve as Docker's
// DNS resolves them. depends_on conditions, health checks, restart
// policies and replica counts are honoured as compose honours them.
//
// Images are mapped to native programs (images.go): the Dockerfile's image
// to the binary and web app built the same way, postgres to Debian's
// PostgreSQL behind the image's entrypoint, temporalio/server, admin-tools
// and ui to the releases the Makefile builds, caddy and prom/* to Debian's
// packages. A service whose image has no native program (the Jitsi
// containers, Grafana) is reported as not run, for the caller to check
// against its documented settings.
package rehearsal

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
)

// Options say what to rehearse.
type Options struct {
	ProjectDir string   // holds docker-compose.yml, its .env and what it mounts
	Profiles   []string // compose --profile
	Work       string   // scratch: volumes, container layers, logs
	Tools      Tools
	// Files are written into every container's own layer (a CA bundle that
	// trusts the stand-ins' certificates, for instance).
	Files map[string][]byte
	// Log receives progress lines (t.Logf).
	Log func(format string, args ...any)
}

// Rehearsal is one compose project brought up natively.
type Rehearsal struct {
	Project *types.Project
	opts    Options
	net     *network
	dns     *resolver
	images  map[string]Image
	start   time.Time

	mu       sync.Mutex
	services map[string]*service
	health   map[string]bool // containers that passed their health check
	NotRun   []string        // services whose image has no native program
}

// Load reads the project as `docker compose --profile … up` would from
// opts.ProjectDir (its .env included, nothing from this process's
// environment).
func Load(ctx context.Context, dir string, profiles []string) (*types.Project, error) {
	opts, err := cli.NewProjectOptions([]string{filepath.Join(dir, "docker-compose.yml")},
		cli.WithWorkingDirectory(dir), cli.WithEnvFiles(filepath.Join(dir, ".env")), cli.WithDotEnv,
		cli.WithProfiles(profiles))
	if err != nil {
		return nil, err
	}
	return opts.LoadProject(ctx)
}

// New loads the project and builds its network and DNS, where the caller
// can then start stand-ins (on Gateway) and name them (AddHost) before Up.
func New(ctx context.Context, opts Options) (*Rehearsal, error) {
	project, err := Load(ctx, opts.ProjectDir, opts.Profiles)
	if err != nil {
		return nil, err
	}
	r := &Rehearsal{Project: project, opts: opts, services: map[string]*service{}}
	if r.opts.Log == nil {
		r.opts.Log = func(string, ...any) {}
	}
	if err := r.prepare(); err != nil {
		r.Down()
		return nil, err
	}
	return r, nil
}

// Up starts every service in dependency order and returns when every one
// is up (healthy where it has a health check, finished where it is a
// one-shot job) or with the first failure, naming the service and its last
// log lines.
func (r *Rehearsal) Up(ctx context.Context) error {
	r.start = time.Now()
	return r.run(ctx)
}

// AddHost makes name resolve to addr on the project network (a stand-in
// listening on Gateway).
func (r *Rehearsal) AddHost(name string, addr netip.Addr) { r.dns.add(name, addr) }

// AliasHost makes name resolve to a service's containers (the site's
// domain to the proxy, as public DNS would).
func (r *Rehearsal) AliasHost(name, service string) { r.dns.alias(name, service) }

func (r *Rehearsal) prepare() error {
	scripts := filepath.Join(r.opts.Work, "images")
	if err := os.MkdirAll(scripts, 0o755); err != nil {
		return err
	}
	var err error
	if r.images, err = images(r.opts.Tools, scripts); err != nil {
		return err
	}
	if r.net, err = newNetwork(); err != nil {
		return err
	}
	r.dns = newResolver()
	dnsAddr := net.JoinHostPort(r.net.gateway.String(), "53")
	pc, err := r.net.listenPacket("udp", dnsAddr)
	if err != nil {
		return err
	}
	ln, err := r.net.listen("tcp", dnsAddr)
	if err != nil {
		pc.Close()
		return err
	}
	return r.dns.serve(pc, ln)
}

// run starts each service when its dependencies allow, all at once as
// compose does, and waits for every one to be up.
func (r *Rehearsal) run(ctx context.Context) error {
	for _, name := range r.Project.ServiceNames() {
		svc := r.Project.Services[name]
		img, ok, err := r.imageOf(svc)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if !ok {
			r.NotRun = append(r.NotRun, name)
			continue
		}
		r.services[name] = newService(r, svc, img)
	}
	sort.Strings(r.NotRun)
	for _, name := range r.NotRun {
		for _, s := range r.services {
			if _, dep := s.cfg.DependsOn[name]; dep {
				return fmt.Errorf("%s depends on %s, which does not run here", s.name, name)
			}
		}
	}
	errs := make(chan error, len(r.services))
	for _, s := range r.services {
		go func() { errs <- s.up(ctx) }()
	}
	for range r.services {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

// imageOf is the adapter for a service's image: the one it names, or the
// one its build's Dockerfile makes.
func (r *Rehearsal) imageOf(svc types.ServiceConfig) (Image, bool, error) {
	if svc.Build == nil {
		img, ok := imageFor(r.images, svc.Image)
		return img, ok, nil
	}
	dockerfile := svc.Build.Dockerfile
	if dockerfile == "" {
		dockerfile = "Dockerfile"
	}
	if !filepath.IsAbs(dockerfile) {
		dockerfile = filepath.Join(svc.Build.Context, dockerfile)
	}
	img, err := DockerfileImage(dockerfile, r.opts.Tools, r.images)
	return img, err == nil, err
}

// Down stops every container (dependents first, each with its
// stop_grace_period) and removes the network.
func (r *Rehearsal) Down() {
	order := r.stopOrder()
	for _, name := range order {
		began := time.Now()
		r.services[name].stop()
		if took := time.Since(began); took > time.Second {
			r.opts.Log("%s stopped in %.1fs", name, took.Seconds())
		}
	}
	if r.dns != nil {
		r.dns.stop()
	}
	if r.net != nil {
		r.net.remove()
	}
}

// stopOrder lists services so that each comes before what it depends on.
func (r *Rehearsal) stopOrder() []string {
	var order []string
	seen := map[string]bool{}
	var visit func(string)
	visit = func(name string) {
		if seen[name] {
			return
		}
		seen[name] = true
		for dep := range r.services[name].cfg.DependsOn {
			if _, ok := r.services[dep]; ok {
				visit(dep)
			}
		}
		order = append(order, name)
	}
	names := make([]string, 0, len(r.services))
	for n := range r.services {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		visit(n)
	}
	slices.Reverse(order)
	return order
}

// Addr is the address of a service's first container on the project
// network.
func (r *Rehearsal) Addr(service string) (netip.Addr, error) {
	s, ok := r.services[service]
	if !ok || len(s.containers) == 0 {
		return netip.Addr{}, fmt.Errorf("service %s does not run", service)
	}
	return s.containers[0].addr, nil
}

// Work is the rehearsal's scratch folder (volumes/<project>_<name> are the
// named volumes).
func (r *Rehearsal) Work() string { return r.opts.Work }

// Gateway is the host's address on the project network, where the
// stand-ins listen.
func (r *Rehearsal) Gateway() netip.Addr { return r.net.gateway }

// Listen opens a listener on the project network (a stand-in on Gateway).
func (r *Rehearsal) Listen(network, addr string) (net.Listener, error) {
	return r.net.listen(network, addr)
}

// DialContext connects to an address on the project network, as a client
// on the internet reaches the host (the tests' HTTP clients dial with it).
func (r *Rehearsal) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	return r.net.dial(ctx, network, addr)
}

// Lookup is what a container's resolver answers for name.
func (r *Rehearsal) Lookup(name string) []netip.Addr { return r.dns.lookup(name) }

// Exec runs argv in a service's container n (1-based), as `docker compose
// exec` does.
func (r *Rehearsal) Exec(ctx context.Context, service string, n int, argv ...string) (string, error) {
	s, ok := r.services[service]
	if !ok || n < 1 || n > len(s.containers) {
		return "", fmt.Errorf("no container %s-%d", service, n)
	}
	return s.containers[n-1].exec(ctx, argv)
}

// Kill ends a service's container n (1-based) at once with SIGKILL, its
// whole process group, as the kernel's OOM killer or a crash would; its
// restart policy then applies, as Docker's does to a process that died.
func (r *Rehearsal) Kill(service string, n int) error {
	s, ok := r.services[service]
	if !ok || n < 1 || n > len(s.containers) {
		return fmt.Errorf("no container %s-%d", service, n)
	}
	pid := s.containers[n-1].pid()
	if pid == 0 {
		return fmt.Errorf("%s-%d is not running", service, n)
	}
	return syscall.Kill(-pid, syscall.SIGKILL)
}

// Containers lists the running containers of a service.
func (r *Rehearsal) Containers(service string) int {
	if s, ok := r.services[service]; ok {
		return len(s.containers)
	}
	return 0
}

// Logs is the last n lines of every container of the service.
func (r *Rehearsal) Logs(service string, n int) string {
	s, ok := r.services[service]
	if !ok {
		return ""
	}
	var b strings.Builder
	for _, c := range s.containers {
		fmt.Fprintf(&b, "--- %s\n%s\n", c.Name, c.tail(n))
	}
	return b.String()
}

// Timings are the seconds from the start of Up to each service being up.
func (r *Rehearsal) Timings() map[string]time.Duration {
	out := map[string]time.Duration{}
	for name, s := range r.services {
		if !s.upAt.IsZero() {
			out[name] = s.upAt.Sub(r.start)
		}
	}
	return out
}
