package rehearsal

import (
	"bytes"
	"context"
	"fmt"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// mount is one of a container's mounts: a host folder or file at a path
// inside the container.
type mount struct {
	Source, Target string
	ReadOnly       bool
}

// spec is everything one container runs with, resolved from compose and
// its image.
type spec struct {
	Name, Service string
	Hostname      string
	Aliases       []string
	Env           []string // exactly the container's environment
	User          string   // numeric uid:gid
	WorkDir       string
	Argv          []string
	Mounts        []mount
	Files         map[string][]byte // written into the container's own layer (/etc/hosts, …)
}

// container is a running (or exited) service replica: a process in its own
// network, mount and host-name namespaces, whose root is the host's file
// system under a private overlay (so the mount points compose asks for can
// be made without touching the host) with the service's volumes and the
// image's files bound in, and its environment exactly compose's.
type container struct {
	spec
	ns      string
	addr    netip.Addr
	dir     string // upper, work and root of the overlay, the run script
	logPath string

	mu       sync.Mutex
	cmd      *exec.Cmd
	done     chan struct{}
	exitCode int
	starts   int
}

// start runs the container's process; its output goes to logPath.
func (c *container) start() error {
	for _, d := range []string{"upper", "work", "root"} {
		if err := os.MkdirAll(filepath.Join(c.dir, d), 0o755); err != nil {
			return err
		}
	}
	for path, content := range c.Files {
		full := filepath.Join(c.dir, "upper", path)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(full, content, 0o644); err != nil {
			return err
		}
	}
	script := filepath.Join(c.dir, "run.sh")
	if err := os.WriteFile(script, []byte(c.runScript()), 0o755); err != nil {
		return err
	}
	log, err := os.OpenFile(c.logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "==== %s start %s\n", c.Name, time.Now().UTC().Format(time.RFC3339Nano))
	cmd := exec.Command("/usr/sbin/ip", "netns", "exec", c.ns, "/usr/bin/unshare", "--uts", "--mount",
		"--propagation", "private", "/bin/sh", script)
	cmd.Env = c.Env
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		log.Close()
		return fmt.Errorf("start %s: %w", c.Name, err)
	}
	done := make(chan struct{})
	c.mu.Lock()
	c.cmd, c.done, c.exitCode = cmd, done, -1
	c.starts++
	c.mu.Unlock()
	go func() {
		err := cmd.Wait()
		log.Close()
		code := 0
		if err != nil {
			code = 1
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			}
		}
		c.mu.Lock()
		c.exitCode = code
		c.mu.Unlock()
		close(done)
	}()
	return nil
}

// runScript mounts the container's file system and executes its command,
// chrooted, as its user, in its working directory. Every step is a plain
// mount(8) call, so a failure says which.
func (c *container) runScript() string {
	root, upper, work := filepath.Join(c.dir, "root"), filepath.Join(c.dir, "upper"), filepath.Join(c.dir, "work")
	var b strings.Builder
	b.WriteString("set -eu\n")
	fmt.Fprintf(&b, "/bin/mount -t overlay overlay -o lowerdir=/,upperdir=%s,workdir=%s %s\n", upper, work, quote(root))
	for _, m := range []string{"/dev", "/proc", "/sys"} {
		fmt.Fprintf(&b, "/bin/mount --rbind %s %s\n", m, quote(root+m))
	}
	for _, m := range []string{"/tmp", "/run"} {
		fmt.Fprintf(&b, "/bin/mount -t tmpfs -o mode=1777 tmpfs %s\n", quote(root+m))
	}
	for _, m := range c.Mounts {
		target := quote(root + m.Target)
		if info, err := os.Stat(m.Source); err == nil && !info.IsDir() {
			fmt.Fprintf(&b, "/bin/mkdir -p %s && /usr/bin/touch %s\n", quote(filepath.Dir(root+m.Target)), target)
		} else {
			fmt.Fprintf(&b, "/bin/mkdir -p %s\n", target)
		}
		fmt.Fprintf(&b, "/bin/mount --bind %s %s\n", quote(m.Source), target)
		if m.ReadOnly {
			fmt.Fprintf(&b, "/bin/mount -o remount,bind,ro %s\n", target)
		}
	}
	fmt.Fprintf(&b, "/bin/hostname %s\n", quote(c.Hostname))
	userspec := ""
	if c.User != "" {
		userspec = "--userspec=" + c.User + " "
	}
	fmt.Fprintf(&b, "exec /usr/sbin/chroot %s%s /usr/bin/env -C %s --", userspec, quote(root), quote(c.WorkDir))
	for _, a := range c.Argv {
		b.WriteString(" " + quote(a))
	}
	b.WriteString("\n")
	return b.String()
}

// exec runs argv inside the running container (its namespaces, root,
// working directory, user and environment), as `docker exec` and health
// checks do.
func (c *container) exec(ctx context.Context, argv []string) (string, error) {
	pid := c.pid()
	if pid == 0 {
		return "", fmt.Errorf("%s is not running", c.Name)
	}
	args := []string{"--target", fmt.Sprint(pid), "--net", "--mount", "--uts", "--root", "--wd"}
	if c.User != "" {
		uid, gid, _ := strings.Cut(c.User, ":")
		args = append(args, "--setuid", uid, "--setgid", gid)
	}
	cmd := exec.CommandContext(ctx, "/usr/bin/nsenter", append(append(args, "--"), argv...)...)
	cmd.Env = c.Env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

func (c *container) pid() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cmd == nil || c.exitCode >= 0 {
		return 0
	}
	return c.cmd.Process.Pid
}

// startCount is how many times the process was started.
func (c *container) startCount() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.starts
}

// exited reports whether the process ended, and with which code.
func (c *container) exited() (bool, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cmd != nil && c.exitCode >= 0, c.exitCode
}

// stop sends SIGTERM, waits grace, then SIGKILLs the process group.
func (c *container) stop(grace time.Duration) {
	c.mu.Lock()
	cmd, done := c.cmd, c.done
	c.mu.Unlock()
	if cmd == nil {
		return
	}
	select {
	case <-done:
		return
	default:
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(grace):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
}

// tail is the last n lines of the container's log.
func (c *container) tail(n int) string {
	raw, err := os.ReadFile(c.logPath)
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// quote is s as one single-quoted shell word.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
