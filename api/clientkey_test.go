package api

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cerebro/api/web"
)

// The per-address limits count an IPv6 client by its /64 and an IPv4
// client by its address.
func TestIPv6ClientsAreKeyedByTheirSlash64(t *testing.T) {
	assert.Equal(t, "2001:db8:1:2::/64", web.ClientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))
	assert.Equal(t, web.ClientKey("2001:db8:1:2::1"), web.ClientKey("2001:db8:1:2:ffff::9"), "one /64, one client")
	assert.NotEqual(t, web.ClientKey("2001:db8:1:2::1"), web.ClientKey("2001:db8:1:3::1"), "another /64, another client")
	assert.Equal(t, "203.0.113.9", web.ClientKey("203.0.113.9"))
	assert.NotEqual(t, web.ClientKey("203.0.113.9"), web.ClientKey("203.0.113.10"), "each IPv4 address is its own client")
	assert.Equal(t, "203.0.113.9", web.ClientKey("::ffff:203.0.113.9"), "an IPv4 address written as IPv6 is that IPv4 address")
	assert.Equal(t, "fe80::/64", web.ClientKey("fe80::1%eth0"), "a zone does not make another client")
}
