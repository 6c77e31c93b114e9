package api

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/api/web"
)

// Many more clients than the limiter keeps: the buckets stay at maxBuckets
// and the memory they take stays bounded, while a client that keeps calling
// keeps its (empty) bucket.
func TestRateLimiterStaysBoundedUnderManyClients(t *testing.T) {
	rule := limitRules["POST /api/v1/auth/signin"]
	l := newLimiters(maxBuckets)
	busy := "POST /api/v1/auth/signin ip:198.51.100.7"
	now := time.Now()
	for i := 0; i < rule.burst; i++ {
		require.True(t, l.get(busy, rule).AllowN(now, 1))
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	call := func(i int) {
		key := "POST /api/v1/auth/signin ip:" + web.ClientKey(fmt.Sprintf("2001:db8:%x::1", i))
		l.get(key, rule).AllowN(now, 1)
		if i%1000 == 0 {
			l.get(busy, rule) // the busy client stays recent
		}
	}
	before := heap()
	for i := 0; i < maxBuckets; i++ {
		call(i)
	}
	full := heap()
	start := time.Now()
	const more = 3 * maxBuckets
	for i := maxBuckets; i < maxBuckets+more; i++ {
		call(i)
	}
	took := time.Since(start)
	after := heap()
	perBucket := (int64(full) - int64(before)) / maxBuckets
	grown := int64(after) - int64(full)
	t.Logf("%d clients: %d buckets kept, about %d bytes a bucket, heap %+d KB over the last %d clients, %s a call",
		maxBuckets+more, l.buckets.Len(), perBucket, grown/1024, more, took/more)
	assert.Equal(t, maxBuckets, l.buckets.Len(), "no more buckets than the bound")
	assert.Less(t, perBucket*maxBuckets, int64(32<<20), "a full limiter takes less than 32 MB")
	assert.Less(t, grown, int64(2<<20), "past the bound, more clients take no more memory")
	assert.Less(t, took/more, 100*time.Microsecond, "a call costs the same at the bound: no scan")
	assert.False(t, l.get(busy, rule).AllowN(now, 1), "the busy client's spent bucket was not forgotten")
}

func TestIPv6ClientsAreKeyedByTheirSlash64(t *testing.T) {
	assert.Equal(t, "2001:db8:1:2::/64", web.ClientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))
	assert.Equal(t, web.ClientKey("2001:db8:1:2::1"), web.ClientKey("2001:db8:1:2:ffff::9"), "one /64, one client")
	assert.NotEqual(t, web.ClientKey("2001:db8:1:2::1"), web.ClientKey("2001:db8:1:3::1"), "another /64, another client")
	assert.Equal(t, "203.0.113.9", web.ClientKey("203.0.113.9"))
	assert.Equal(t, "203.0.113.9", web.ClientKey("::ffff:203.0.113.9"), "an IPv4 address written as IPv6 is that IPv4 address")
}
