package uploads

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
)

// While the decoding pool is full, an upload waits SlotWait at most and is
// then answered 503 with Retry-After; past MaxWaiting waiters the next is
// answered at once; once room is back, uploads go through again.
func TestDecodingPoolRefusesRatherThanQueueing(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 4))))
	tiny := b.Bytes()
	release, err := decodes.acquire(context.Background(), PoolBytes)
	require.NoError(t, err)

	var wg sync.WaitGroup
	waited := make([]time.Duration, MaxWaiting)
	errs := make([]error, MaxWaiting)
	for i := range MaxWaiting {
		wg.Go(func() {
			start := time.Now()
			_, errs[i] = Prepare(bytes.NewReader(tiny))
			waited[i] = time.Since(start)
		})
	}
	require.Eventually(t, func() bool { return decodes.waiting.Load() == MaxWaiting }, time.Second, time.Millisecond)
	start := time.Now()
	_, err = Prepare(bytes.NewReader(tiny))
	assert.Less(t, time.Since(start), SlotWait/3, "one more waiter is refused at once")
	assertBusy(t, err)
	wg.Wait()
	for i := range MaxWaiting {
		assertBusy(t, errs[i])
		assert.GreaterOrEqual(t, waited[i], SlotWait, "a waiter waits SlotWait")
	}

	release()
	_, err = Prepare(bytes.NewReader(tiny))
	assert.NoError(t, err, "room again")
}

func assertBusy(t *testing.T, err error) {
	t.Helper()
	e, ok := apperr.As(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, errBusy, e.Code)
	assert.Equal(t, BusyRetry, e.Wait)
	assert.Equal(t, "මේ මොහොතේ රූප බොහොමයක් සකසමින් පවතී. කරුණාකර තත්පර කිහිපයකින් නැවත උත්සාහ කරන්න.", apperr.Text(apperr.Sinhala, e.Code, e.Values))
}
