package profile

import "time"

// Upload quota per account, over a rolling day: enough for anyone choosing
// a profile picture or sending slips, not enough to fill a disk.
const (
	UploadWindow     = 24 * time.Hour
	UploadDailyFiles = 20
	UploadDailyBytes = 30 << 20
)

// UploadAllowedAt says when an account that stored files of the given
// sizes at the given times (within UploadWindow, oldest first) may store
// one more of size bytes; zero means now.
func UploadAllowedAt(at []time.Time, sizes []int64, size int64, now time.Time) time.Time {
	files, total := 0, int64(0)
	for i := range at {
		if now.Sub(at[i]) < UploadWindow {
			files++
			total += sizes[i]
		}
	}
	// Drop the oldest uploads until the new one fits; it fits once they age out.
	for i := 0; i < len(at) && (files+1 > UploadDailyFiles || total+size > UploadDailyBytes); i++ {
		if now.Sub(at[i]) >= UploadWindow {
			continue
		}
		files--
		total -= sizes[i]
		if files+1 <= UploadDailyFiles && total+size <= UploadDailyBytes {
			return at[i].Add(UploadWindow)
		}
	}
	return time.Time{}
}
