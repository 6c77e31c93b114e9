package rehearsal

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
)

// service is one compose service: its replicas, and the milestones other
// services' depends_on wait for.
type service struct {
	r          *Rehearsal
	name       string
	cfg        types.ServiceConfig
	img        Image
	containers []*container

	started, healthy, completed *milestone
	upAt                        time.Time
	stopping                    chan struct{}
	stopOnce                    sync.Once
}

// milestone is reached once, or fails once.
type milestone struct {
	once sync.Once
	done chan struct{}
	err  error
}

func newMilestone() *milestone { return &milestone{done: make(chan struct{})} }

func (m *milestone) reach(err error) {
	m.once.Do(func() { m.err = err; close(m.done) })
}

func (m *milestone) wait(ctx context.Context) error {
	select {
	case <-m.done:
		return m.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

func newService(r *Rehearsal, cfg types.ServiceConfig, img Image) *service {
	return &service{r: r, name: cfg.Name, cfg: cfg, img: img, started: newMilestone(), healthy: newMilestone(),
		completed: newMilestone(), stopping: make(chan struct{})}
}

// up waits for the dependencies' conditions, starts the replicas and
// returns when the service is up: healthy when it has a health check,
// finished with 0 when something waits for it to complete, else running.
func (s *service) up(ctx context.Context) error {
	if err := s.awaitDependencies(ctx); err != nil {
		s.fail(err)
		return err
	}
	if err := s.startReplicas(); err != nil {
		s.fail(err)
		return err
	}
	s.started.reach(nil)
	s.r.opts.Log("%s started (%d container(s))", s.name, len(s.containers))
	err := s.waitUp(ctx)
	if err == nil {
		s.upAt = time.Now()
		s.r.opts.Log("%s up after %s", s.name, s.upAt.Sub(s.r.start).Round(100*time.Millisecond))
	}
	return err
}

// awaitDependencies waits for each depends_on condition, as compose does.
func (s *service) awaitDependencies(ctx context.Context) error {
	for dep, cond := range s.cfg.DependsOn {
		d, ok := s.r.services[dep]
		if !ok {
			return fmt.Errorf("%s depends on %s, which is not in the project", s.name, dep)
		}
		m := map[string]*milestone{types.ServiceConditionStarted: d.started, types.ServiceConditionHealthy: d.healthy,
			types.ServiceConditionCompletedSuccessfully: d.completed}[cond.Condition]
		if m == nil {
			return fmt.Errorf("%s: depends_on %s: unknown condition %q", s.name, dep, cond.Condition)
		}
		if err := m.wait(ctx); err != nil {
			return fmt.Errorf("%s never started: %s did not reach %s: %w", s.name, dep, cond.Condition, err)
		}
	}
	return nil
}

// startReplicas creates and starts the service's containers, each
// supervised by its restart policy.
func (s *service) startReplicas() error {
	for i := 1; i <= s.cfg.GetScale(); i++ {
		c, err := s.create(i)
		if err != nil {
			return err
		}
		s.containers = append(s.containers, c)
	}
	for _, c := range s.containers {
		if err := c.start(); err != nil {
			return err
		}
		go s.supervise(c)
	}
	return nil
}

func (s *service) fail(err error) {
	s.started.reach(err)
	s.healthy.reach(err)
	s.completed.reach(err)
}

// waitUp is what `docker compose up --wait` waits for.
func (s *service) waitUp(ctx context.Context) error {
	if s.isJob() {
		return s.completed.wait(ctx)
	}
	if s.hasHealthCheck() {
		for _, c := range s.containers {
			go s.checkHealth(ctx, c)
		}
		return s.healthy.wait(ctx)
	}
	s.healthy.reach(fmt.Errorf("%s has no health check", s.name))
	return nil
}

// isJob: another service waits for this one to complete successfully.
func (s *service) isJob() bool {
	for _, other := range s.r.Project.Services {
		if d, ok := other.DependsOn[s.name]; ok && d.Condition == types.ServiceConditionCompletedSuccessfully {
			return true
		}
	}
	return false
}

func (s *service) hasHealthCheck() bool {
	hc := s.cfg.HealthCheck
	return hc != nil && !hc.Disable && len(hc.Test) > 0 && hc.Test[0] != "NONE"
}

// create builds replica n's container: its namespace and address, names
// on the project's DNS, environment, mounts and command.
func (s *service) create(n int) (*container, error) {
	name := fmt.Sprintf("%s-%s-%d", s.r.Project.Name, s.name, n)
	ns, addr, err := s.r.net.attach(fmt.Sprintf("%s-%d", s.name, n))
	if err != nil {
		return nil, err
	}
	hostname := s.cfg.Hostname
	if hostname == "" {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		hostname = hex.EncodeToString(b) // Docker's: the container id
	}
	aliases := []string{s.name, name, hostname}
	for _, nw := range s.cfg.Networks {
		if nw != nil {
			aliases = append(aliases, nw.Aliases...)
		}
	}
	for _, a := range aliases {
		s.r.dns.add(a, addr)
	}
	mounts, err := s.mounts()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(s.r.opts.Work, "containers", name)
	c := &container{spec: spec{
		Name: name, Service: s.name, Hostname: hostname, Aliases: aliases,
		Env: s.env(hostname), User: s.user(), WorkDir: s.workDir(), Argv: s.argv(), Mounts: mounts, Files: s.files(addr, hostname),
	}, ns: ns, addr: addr, dir: dir, logPath: filepath.Join(s.r.opts.Work, "logs", name+".log")}
	if err := os.MkdirAll(filepath.Dir(c.logPath), 0o755); err != nil {
		return nil, err
	}
	return c, nil
}

// env is what Docker gives the process: HOSTNAME, the image's ENV
// overridden by compose's environment (a variable compose lists without a
// value is left out), and HOME from the user's passwd entry when neither
// sets it.
func (s *service) env(hostname string) []string {
	merged := map[string]string{}
	var order []string
	set := func(k, v string) {
		if _, ok := merged[k]; !ok {
			order = append(order, k)
		}
		merged[k] = v
	}
	set("HOSTNAME", hostname)
	for _, kv := range s.img.Env {
		k, v, _ := strings.Cut(kv, "=")
		set(k, v)
	}
	for k, v := range s.cfg.Environment {
		if v != nil {
			set(k, *v)
		}
	}
	if _, ok := merged["HOME"]; !ok {
		set("HOME", homeOf(s.user()))
	}
	out := make([]string, 0, len(order))
	for _, k := range order {
		out = append(out, k+"="+merged[k])
	}
	return out
}

// homeOf is the home folder of a uid:gid in the passwd file, "/" when it
// has no entry, as Docker sets HOME.
func homeOf(userspec string) string {
	uid, _, _ := strings.Cut(userspec, ":")
	if uid == "" {
		uid = "0"
	}
	if u, err := user.LookupId(uid); err == nil && u.HomeDir != "" {
		return u.HomeDir
	}
	return "/"
}

// user is compose's user, else the image's, as a numeric uid:gid (a name
// is looked up in the passwd file the container sees, the host's).
func (s *service) user() string {
	spec := s.cfg.User
	if spec == "" {
		return s.img.User
	}
	name, group, _ := strings.Cut(spec, ":")
	if u, err := user.Lookup(name); err == nil {
		name = u.Uid
		if group == "" {
			group = u.Gid
		}
	}
	if g, err := user.LookupGroup(group); err == nil {
		group = g.Gid
	}
	if group == "" {
		group = name
	}
	return name + ":" + group
}

func (s *service) workDir() string {
	if s.cfg.WorkingDir != "" {
		return s.cfg.WorkingDir
	}
	if s.img.WorkDir != "" {
		return s.img.WorkDir
	}
	return "/"
}

// argv is the entrypoint and command as Docker combines them: compose's
// entrypoint replaces the image's and drops its CMD; compose's command
// replaces the CMD.
func (s *service) argv() []string {
	entry, cmd := s.img.Entrypoint, s.img.Cmd
	if s.cfg.Entrypoint != nil {
		entry, cmd = s.cfg.Entrypoint, nil
	}
	if s.cfg.Command != nil {
		cmd = s.cfg.Command
	}
	return append(append([]string(nil), entry...), cmd...)
}

// mounts are the image's files and the service's volumes and binds. A
// named volume is a folder shared by every container that mounts it; the
// first time, it takes the owner of the image's folder at its mount point.
func (s *service) mounts() ([]mount, error) {
	var out []mount
	for target, source := range s.img.Files {
		out = append(out, mount{Source: source, Target: target, ReadOnly: true})
	}
	for _, v := range s.cfg.Volumes {
		switch v.Type {
		case types.VolumeTypeBind:
			if _, err := os.Stat(v.Source); err != nil {
				// Docker creates a missing bind source as an empty folder.
				if err := os.MkdirAll(v.Source, 0o755); err != nil {
					return nil, err
				}
			}
			out = append(out, mount{Source: v.Source, Target: v.Target, ReadOnly: v.ReadOnly})
		case types.VolumeTypeVolume:
			dir, err := s.r.volume(v.Source, s.img.VolumeOwner[v.Target])
			if err != nil {
				return nil, err
			}
			out = append(out, mount{Source: dir, Target: v.Target, ReadOnly: v.ReadOnly})
		default:
			return nil, fmt.Errorf("%s: volume type %s is not rehearsed", s.name, v.Type)
		}
	}
	// A folder is mounted before what is mounted inside it.
	sort.Slice(out, func(i, j int) bool { return out[i].Target < out[j].Target })
	return out, nil
}

// files are each container's own /etc/hosts and /etc/resolv.conf, as
// Docker writes them, and the files every container is given.
func (s *service) files(addr interface{ String() string }, hostname string) map[string][]byte {
	hosts := "127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n" + addr.String() + "\t" + hostname + "\n"
	for host, ips := range s.cfg.ExtraHosts {
		for _, ip := range ips {
			hosts += ip + "\t" + host + "\n"
		}
	}
	out := map[string][]byte{
		"/etc/hosts":       []byte(hosts),
		"/etc/resolv.conf": []byte("nameserver " + s.r.net.gateway.String() + "\noptions ndots:0\n"),
		"/etc/hostname":    []byte(hostname + "\n"),
	}
	for k, v := range s.r.opts.Files {
		out[k] = v
	}
	return out
}

// supervise applies the restart policy each time the container exits.
func (s *service) supervise(c *container) {
	policy, max := restartPolicy(s.cfg.Restart)
	backoff := 100 * time.Millisecond
	for {
		c.mu.Lock()
		done := c.done
		c.mu.Unlock()
		select {
		case <-done:
		case <-s.stopping:
			return
		}
		_, code := c.exited()
		s.r.opts.Log("%s exited with %d", c.Name, code)
		if s.isJob() && code == 0 {
			s.completed.reach(nil)
			return
		}
		restart := policy == "always" || policy == "unless-stopped" || (policy == "on-failure" && code != 0 && (max == 0 || c.startCount() <= max))
		if !restart {
			err := fmt.Errorf("%s exited with code %d:\n%s", c.Name, code, c.tail(20))
			s.completed.reach(err)
			s.healthy.reach(err)
			return
		}
		select {
		case <-time.After(backoff):
		case <-s.stopping:
			return
		}
		backoff = min(backoff*2, 10*time.Second)
		if err := c.start(); err != nil {
			s.healthy.reach(err)
			return
		}
	}
}

// restartPolicy splits "on-failure:6" into its policy and count.
func restartPolicy(p string) (string, int) {
	name, count, _ := strings.Cut(p, ":")
	n, _ := strconv.Atoi(count)
	if name == "" {
		name = "no"
	}
	return name, n
}

// stop ends every replica with the service's stop_grace_period (Docker's
// default 10 s).
func (s *service) stop() {
	s.stopOnce.Do(func() { close(s.stopping) })
	grace := 10 * time.Second
	if s.cfg.StopGracePeriod != nil {
		grace = time.Duration(*s.cfg.StopGracePeriod)
	}
	var wg sync.WaitGroup
	for _, c := range s.containers {
		wg.Add(1)
		go func() { defer wg.Done(); c.stop(grace) }()
		for _, a := range c.Aliases {
			s.r.dns.drop(a, c.addr)
		}
	}
	wg.Wait()
}

// volume is the folder of a named volume, created once.
func (r *Rehearsal) volume(name, owner string) (string, error) {
	dir := filepath.Join(r.opts.Work, "volumes", r.Project.Name+"_"+name)
	if _, err := os.Stat(dir); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if owner != "" {
		uid, gid, _ := strings.Cut(owner, ":")
		u, _ := strconv.Atoi(uid)
		g, _ := strconv.Atoi(gid)
		if err := os.Chown(dir, u, g); err != nil {
			return "", err
		}
	}
	return dir, nil
}
