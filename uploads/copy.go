package uploads

import (
	"context"
	"fmt"
	"os"
)

// Copied is what CopyToBucket did: files copied, files the bucket held
// already (same name and size), and names it left alone because this
// package did not generate them.
type Copied struct {
	Copied, Present int
	Ignored         []string
}

// CopyToBucket copies every stored file of an uploads folder into the
// bucket under the same kind and name, byte for byte (they were checked
// and re-encoded when uploaded). A file the bucket already holds with the
// same size is not sent again, so running it twice copies nothing more.
// The folder is left as it was.
func CopyToBucket(ctx context.Context, from Folder, to *Bucket) (Copied, error) {
	var c Copied
	for _, kind := range Kinds() {
		entries, err := from.List(ctx, kind)
		if err != nil {
			return c, err
		}
		for _, e := range entries {
			if err := copyOne(ctx, from, to, kind, e.Name, &c); err != nil {
				return c, fmt.Errorf("%s/%s: %w", kind, e.Name, err)
			}
		}
	}
	return c, nil
}

func copyOne(ctx context.Context, from Folder, to *Bucket, kind, name string, c *Copied) error {
	if !ValidName(name) {
		c.Ignored = append(c.Ignored, kind+"/"+name)
		return nil
	}
	path, err := from.Path(kind, name)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	has, size, err := to.Has(ctx, kind, name)
	if err != nil {
		return err
	}
	if has && size == int64(len(data)) {
		c.Present++
		return nil
	}
	if err := to.Write(ctx, kind, Image{Name: name, Data: data}); err != nil {
		return err
	}
	c.Copied++
	return nil
}
