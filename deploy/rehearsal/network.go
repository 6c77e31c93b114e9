package rehearsal

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/sys/unix"
)

// network is compose's project network, built as Docker builds it: a Linux
// bridge with the gateway address, and one network namespace per container
// joined to it by a veth pair. Every container has its own address, so each
// binds its ports (api :8080, every worker :9464) as it would in Docker.
// The bridge lives in a namespace of its own (the hub), not the host's: the
// host sees no interface come or go (a browser beside the rehearsal would
// take that for a network change and abort its requests), and a rehearsal
// killed half-way leaves only namespaces behind. The test process reaches
// the hub through Listen and DialContext. The subnet is inside
// 172.16.0.0/12, Docker's default pool, which CEREBRO_TRUSTED_PROXIES trusts
// by default.
type network struct {
	id      string // short random id, in every interface and namespace name
	hub     string // the namespace holding the bridge and the gateway address
	prefix  netip.Prefix
	gateway netip.Addr

	mu   sync.Mutex
	next netip.Addr
	nss  []string
}

func newNetwork() (*network, error) {
	b := make([]byte, 3)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	id := hex.EncodeToString(b)[:5]
	prefix := netip.MustParsePrefix(fmt.Sprintf("172.%d.%d.0/24", 20+int(b[1])%12, int(b[2])))
	gw := prefix.Addr().Next()
	n := &network{id: id, hub: "crh" + id + "-hub", prefix: prefix, gateway: gw, next: gw.Next()}
	steps := [][]string{
		{"netns", "add", n.hub},
		// A bridge whose address is not set takes the lowest of its ports'
		// and changes as containers join: every container's ARP entry for
		// the gateway (the DNS) then points nowhere for seconds, and a
		// lookup fails with EAI_AGAIN. Docker sets it too.
		{"-n", n.hub, "link", "add", "br0", "address", bridgeMAC(b), "type", "bridge"},
		{"-n", n.hub, "addr", "add", fmt.Sprintf("%s/%d", gw, prefix.Bits()), "dev", "br0"},
		{"-n", n.hub, "link", "set", "br0", "up"},
		{"-n", n.hub, "link", "set", "lo", "up"},
	}
	for _, args := range steps {
		if err := n.run(args...); err != nil {
			n.remove()
			return nil, err
		}
	}
	return n, nil
}

// bridgeMAC is a locally administered unicast address made from the
// network's random bytes.
func bridgeMAC(b []byte) string {
	return fmt.Sprintf("02:42:ac:%02x:%02x:%02x", b[0], b[1], b[2])
}

// attach creates a container's namespace with its address and returns both.
func (n *network) attach(name string) (ns string, addr netip.Addr, err error) {
	n.mu.Lock()
	addr, n.next = n.next, n.next.Next()
	idx := len(n.nss)
	ns = fmt.Sprintf("crh%s-%s", n.id, name)
	n.nss = append(n.nss, ns)
	n.mu.Unlock()
	if !n.prefix.Contains(addr) {
		return "", addr, fmt.Errorf("network %s is full", n.prefix)
	}
	port := fmt.Sprintf("veth%d", idx)
	steps := [][]string{
		{"netns", "add", ns},
		{"-n", n.hub, "link", "add", port, "type", "veth", "peer", "name", "eth0", "netns", ns},
		{"-n", n.hub, "link", "set", port, "master", "br0"},
		{"-n", n.hub, "link", "set", port, "up"},
		{"-n", ns, "addr", "add", fmt.Sprintf("%s/%d", addr, n.prefix.Bits()), "dev", "eth0"},
		{"-n", ns, "link", "set", "eth0", "up"},
		{"-n", ns, "link", "set", "lo", "up"},
		{"-n", ns, "route", "add", "default", "via", n.gateway.String()},
	}
	for _, args := range steps {
		if err := n.run(args...); err != nil {
			return "", addr, err
		}
	}
	return ns, addr, nil
}

// remove deletes every namespace, and with the hub the bridge and the veths.
func (n *network) remove() {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, ns := range append(n.nss, n.hub) {
		_ = n.run("netns", "del", ns)
	}
	n.nss = nil
}

// inHub runs fn on a thread moved into the hub namespace, so the sockets
// fn makes belong to the project network (they keep it when the thread
// moves back).
func (n *network) inHub(fn func() error) error {
	runtime.LockOSThread()
	host, err := os.Open("/proc/thread-self/ns/net")
	if err != nil {
		runtime.UnlockOSThread()
		return err
	}
	defer host.Close()
	hub, err := os.Open("/var/run/netns/" + n.hub)
	if err != nil {
		runtime.UnlockOSThread()
		return err
	}
	defer hub.Close()
	if err := unix.Setns(int(hub.Fd()), unix.CLONE_NEWNET); err != nil {
		runtime.UnlockOSThread()
		return fmt.Errorf("entering the project network: %w", err)
	}
	ferr := fn()
	if err := unix.Setns(int(host.Fd()), unix.CLONE_NEWNET); err != nil {
		// Leave the thread locked: Go ends it with this goroutine rather
		// than run anything else in the wrong namespace.
		return fmt.Errorf("leaving the project network: %w", err)
	}
	runtime.UnlockOSThread()
	return ferr
}

// listen opens a listener on the project network.
func (n *network) listen(network, addr string) (ln net.Listener, err error) {
	err = n.inHub(func() (e error) { ln, e = net.Listen(network, addr); return })
	return ln, err
}

// listenPacket opens a packet listener on the project network.
func (n *network) listenPacket(network, addr string) (pc net.PacketConn, err error) {
	err = n.inHub(func() (e error) { pc, e = net.ListenPacket(network, addr); return })
	return pc, err
}

// dial connects to addr on the project network.
func (n *network) dial(ctx context.Context, network, addr string) (c net.Conn, err error) {
	err = n.inHub(func() (e error) { c, e = (&net.Dialer{}).DialContext(ctx, network, addr); return })
	return c, err
}

func (n *network) run(args ...string) error {
	out, err := exec.Command("ip", args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("ip %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
	}
	return nil
}
