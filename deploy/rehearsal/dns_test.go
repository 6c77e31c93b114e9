package rehearsal

import (
	"net"
	"net/netip"
	"testing"

	"github.com/miekg/dns"
	"github.com/stretchr/testify/require"
)

// The resolver answers a service name with every replica, to Go's resolver
// and to a DNS client that asks as Prometheus' dns_sd_configs does (UDP,
// EDNS0), and an unknown name with NXDOMAIN.
func TestResolverAnswersEveryReplica(t *testing.T) {
	r := newResolver()
	r.add("worker", netip.MustParseAddr("127.0.0.2"))
	r.add("worker", netip.MustParseAddr("127.0.0.3"))
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	require.NoError(t, err)
	ln, err := net.Listen("tcp", pc.LocalAddr().String())
	require.NoError(t, err)
	require.NoError(t, r.serve(pc, ln))
	defer r.stop()

	q := new(dns.Msg)
	q.SetQuestion("worker.", dns.TypeA)
	q.SetEdns0(dns.DefaultMsgSize, false)
	in, _, err := (&dns.Client{Net: "udp"}).Exchange(q, pc.LocalAddr().String())
	require.NoError(t, err)
	require.Len(t, in.Answer, 2)

	q.SetQuestion("nobody.", dns.TypeA)
	in, _, err = (&dns.Client{Net: "udp"}).Exchange(q, pc.LocalAddr().String())
	require.NoError(t, err)
	require.Equal(t, dns.RcodeNameError, in.Rcode)
}
