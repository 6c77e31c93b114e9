package web

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"strings"
	"sync"

	"cerebro/assets"
	"cerebro/models"
)

// CategoryFiles are the bundled category thumbnails and their content hashes.
var CategoryFiles = sync.OnceValue(func() map[string]string {
	sub, _ := fs.Sub(assets.Categories, "categories")
	hashes := map[string]string{}
	_ = fs.WalkDir(sub, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(sub, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		hashes[name] = hex.EncodeToString(sum[:6])
		return nil
	})
	return hashes
})

// CategoryPrefix is where the bundled category thumbnails are served.
const CategoryPrefix = "/static/categories/"

// VersionedThumbnail adds the file's content hash to a bundled thumbnail's
// URL (?v=…), so the browser may keep it for good; other URLs are as given.
func VersionedThumbnail(url string) string {
	name, ok := strings.CutPrefix(url, CategoryPrefix)
	if !ok {
		return url
	}
	name, _, _ = strings.Cut(name, "?") // saved back from a response: versioned already
	if hash, ok := CategoryFiles()[name]; ok {
		return CategoryPrefix + name + "?v=" + hash
	}
	return url
}

// WithVersionedThumbnails is categories as answered: thumbnails versioned.
func WithVersionedThumbnails(cats ...models.Category) []models.Category {
	out := make([]models.Category, len(cats))
	for i, cat := range cats {
		cat.Thumbnail = VersionedThumbnail(cat.Thumbnail)
		out[i] = cat
	}
	return out
}
