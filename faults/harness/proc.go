package harness

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Proc is a child process whose output goes to a log file that outlives it,
// so a test can read what a killed process said.
type Proc struct {
	Name    string
	LogPath string
	bin     string
	args    []string
	env     []string

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

// Start runs bin with args and env, appending its stdout and stderr to
// logPath. The process gets its own process group so it can be killed
// without touching anyone else.
func Start(name, bin string, args, env []string, logPath string) (*Proc, error) {
	p := &Proc{Name: name, LogPath: logPath, bin: bin, args: args, env: env}
	return p, p.start()
}

func (p *Proc) start() error {
	log, err := os.OpenFile(p.LogPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "==== %s start %s\n", p.Name, time.Now().Format(time.RFC3339Nano))
	cmd := exec.Command(p.bin, p.args...)
	cmd.Env = p.env
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		log.Close()
		return fmt.Errorf("start %s: %w", p.Name, err)
	}
	done := make(chan struct{})
	p.mu.Lock()
	p.cmd, p.done, p.err = cmd, done, nil
	p.mu.Unlock()
	go func() {
		err := cmd.Wait()
		log.Close()
		p.mu.Lock()
		p.err = err
		p.mu.Unlock()
		close(done)
	}()
	return nil
}

// Pid is the running process's id.
func (p *Proc) Pid() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.cmd.Process.Pid
}

// Alive reports whether the process is still running.
func (p *Proc) Alive() bool {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	select {
	case <-done:
		return false
	default:
		return true
	}
}

// Kill sends SIGKILL (no chance to clean up, like a crash or the OOM
// killer) and waits until the process is gone.
func (p *Proc) Kill() { p.signal(syscall.SIGKILL, 0) }

// Stop asks the process to shut down (SIGTERM) and kills it after grace.
func (p *Proc) Stop(grace time.Duration) { p.signal(syscall.SIGTERM, grace) }

func (p *Proc) signal(sig syscall.Signal, grace time.Duration) {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	select {
	case <-done:
		return
	default:
	}
	// The child is its own group leader: signal only that group.
	_ = syscall.Kill(-cmd.Process.Pid, sig)
	if sig != syscall.SIGKILL {
		select {
		case <-done:
			return
		case <-time.After(grace):
			_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		}
	}
	<-done
}

// Restart starts the same command again after it ended.
func (p *Proc) Restart() error {
	if p.Alive() {
		return fmt.Errorf("%s is still running", p.Name)
	}
	return p.start()
}

// Exited reports how the process ended, or nil while it runs.
func (p *Proc) Exited() error {
	if p.Alive() {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err == nil {
		return errStopped
	}
	return p.err
}

// Log is everything the process (and its earlier runs) wrote.
func (p *Proc) Log() string {
	b, _ := os.ReadFile(p.LogPath)
	return string(b)
}

// PeakRSS is the process's peak resident set size in bytes (VmHWM).
func (p *Proc) PeakRSS() (int64, error) {
	return statusKB(p.Pid(), "VmHWM:")
}

// RSS is the process's resident set size now, in bytes (VmRSS).
func (p *Proc) RSS() (int64, error) {
	return statusKB(p.Pid(), "VmRSS:")
}

func statusKB(pid int, field string) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, field); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb * 1024, err
		}
	}
	return 0, fmt.Errorf("no %s in /proc/%d/status", field, pid)
}
