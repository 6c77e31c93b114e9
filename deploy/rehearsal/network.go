package rehearsal

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/netip"
	"os/exec"
	"strings"
	"sync"
)

// network is compose's project network, built as Docker builds it: a Linux
// bridge on the host with the gateway address, and one network namespace
// per container joined to it by a veth pair. Every container has its own
// address, so each binds its ports (api :8080, every worker :9464) as it
// would in Docker, and the test process reaches them through the bridge.
// The subnet is inside 172.16.0.0/12, Docker's default pool, which
// CEREBRO_TRUSTED_PROXIES trusts by default.
type network struct {
	id      string // short random id, in every interface and namespace name
	bridge  string
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
	// 172.20.0.0/14 … 172.31.255.0/24: random, so two rehearsals on one
	// machine (or a developer's Docker) rarely share a subnet.
	third := int(b[2])
	second := 20 + int(b[1])%12
	prefix := netip.MustParsePrefix(fmt.Sprintf("172.%d.%d.0/24", second, third))
	gw := prefix.Addr().Next()
	n := &network{id: id, bridge: "crh" + id, prefix: prefix, gateway: gw, next: gw.Next()}
	if err := n.run("link", "add", n.bridge, "type", "bridge"); err != nil {
		return nil, err
	}
	for _, args := range [][]string{
		{"addr", "add", fmt.Sprintf("%s/%d", gw, prefix.Bits()), "dev", n.bridge},
		{"link", "set", n.bridge, "up"},
	} {
		if err := n.run(args...); err != nil {
			n.remove()
			return nil, err
		}
	}
	return n, nil
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
	host, peer := fmt.Sprintf("crh%s%dh", n.id, idx), fmt.Sprintf("crh%s%dc", n.id, idx)
	steps := [][]string{
		{"netns", "add", ns},
		{"link", "add", host, "type", "veth", "peer", "name", peer},
		{"link", "set", host, "master", n.bridge},
		{"link", "set", host, "up"},
		{"link", "set", peer, "netns", ns},
		{"-n", ns, "link", "set", peer, "name", "eth0"},
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

// remove deletes every namespace (and with it each veth pair) and the bridge.
func (n *network) remove() {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, ns := range n.nss {
		_ = n.run("netns", "del", ns)
	}
	n.nss = nil
	_ = n.run("link", "del", n.bridge)
}

func (n *network) run(args ...string) error {
	out, err := exec.Command("ip", args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("ip %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
	}
	return nil
}
