package rehearsal

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The gateway keeps its hardware address while containers join the bridge:
// a container's ARP entry for it (its DNS) stays right, so a lookup made
// while another service starts does not time out.
func TestBridgeKeepsItsAddressAsContainersJoin(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Fatal("the rehearsal needs root (network namespaces)")
	}
	n, err := newNetwork()
	require.NoError(t, err)
	defer n.remove()
	mac := func() string {
		out, err := exec.Command("ip", "-n", n.hub, "-br", "link", "show", "br0").CombinedOutput()
		require.NoError(t, err, "%s", out)
		return strings.Fields(string(out))[2]
	}
	first := mac()
	for _, name := range []string{"a", "b", "c", "d", "e"} {
		_, _, err := n.attach(name)
		require.NoError(t, err)
		require.Equal(t, first, mac(), "after %s joined", name)
	}
}
