package rehearsal

import (
	"net"
	"net/netip"
	"strings"
	"sync"

	"github.com/miekg/dns"
)

// resolver answers names on the project network as Docker's embedded DNS
// does: a service name gives the address of every replica (which is what
// Prometheus' dns_sd_configs discovers), a container name or a network
// alias gives its own. Names outside the project (the site's domain, the
// payment gateway's host, the mail server) are the stand-ins the rehearsal
// registers; anything else does not exist, as nothing here reaches the
// internet.
type resolver struct {
	mu      sync.RWMutex
	names   map[string][]netip.Addr // lower-case, fully qualified
	aliases map[string]string       // name → the name it stands for
	srv     []*dns.Server
}

func newResolver() *resolver {
	return &resolver{names: map[string][]netip.Addr{}, aliases: map[string]string{}}
}

// alias makes name answer what target answers.
func (r *resolver) alias(name, target string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.aliases[dns.Fqdn(strings.ToLower(name))] = dns.Fqdn(strings.ToLower(target))
}

// add makes name resolve to addr too (a service's replicas accumulate).
func (r *resolver) add(name string, addr netip.Addr) {
	r.mu.Lock()
	defer r.mu.Unlock()
	key := dns.Fqdn(strings.ToLower(name))
	for _, a := range r.names[key] {
		if a == addr {
			return
		}
	}
	r.names[key] = append(r.names[key], addr)
}

// drop removes addr from name (a container that stopped).
func (r *resolver) drop(name string, addr netip.Addr) {
	r.mu.Lock()
	defer r.mu.Unlock()
	key := dns.Fqdn(strings.ToLower(name))
	kept := r.names[key][:0]
	for _, a := range r.names[key] {
		if a != addr {
			kept = append(kept, a)
		}
	}
	r.names[key] = kept
}

// lookup is what the resolver answers for name.
func (r *resolver) lookup(name string) []netip.Addr {
	r.mu.RLock()
	defer r.mu.RUnlock()
	key := dns.Fqdn(strings.ToLower(name))
	if target, ok := r.aliases[key]; ok {
		key = target
	}
	return append([]netip.Addr(nil), r.names[key]...)
}

// serve answers on pc (UDP) and ln (TCP) until stop.
func (r *resolver) serve(pc net.PacketConn, ln net.Listener) error {
	for _, s := range []*dns.Server{{PacketConn: pc, Handler: r}, {Listener: ln, Handler: r}} {
		started := make(chan error, 1)
		s.NotifyStartedFunc = func() { started <- nil }
		go func() {
			if err := s.ActivateAndServe(); err != nil {
				started <- err
			}
		}()
		if err := <-started; err != nil {
			r.stop()
			return err
		}
		r.srv = append(r.srv, s)
	}
	return nil
}

func (r *resolver) stop() {
	for _, s := range r.srv {
		_ = s.Shutdown()
	}
	r.srv = nil
}

// ServeDNS answers A queries from the table; AAAA and others get an empty
// answer for a known name (IPv4 only, as Docker's default network) and
// NXDOMAIN for an unknown one.
func (r *resolver) ServeDNS(w dns.ResponseWriter, q *dns.Msg) {
	m := new(dns.Msg)
	m.SetReply(q)
	m.Authoritative = true
	for _, question := range q.Question {
		addrs := r.lookup(question.Name)
		if len(addrs) == 0 {
			m.Rcode = dns.RcodeNameError
			continue
		}
		if question.Qtype != dns.TypeA {
			continue
		}
		for _, a := range addrs {
			m.Answer = append(m.Answer, &dns.A{
				Hdr: dns.RR_Header{Name: question.Name, Rrtype: dns.TypeA, Class: dns.ClassINET, Ttl: 0},
				A:   a.AsSlice(),
			})
		}
	}
	_ = w.WriteMsg(m)
}
