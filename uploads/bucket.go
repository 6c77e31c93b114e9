package uploads

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 says how to reach the bucket (CEREBRO_UPLOAD_STORE=s3 and the S3_*
// variables, README "Configuration").
type S3 struct {
	Endpoint        string // S3_ENDPOINT: http(s)://host[:port]
	Bucket          string // S3_BUCKET
	Region          string // S3_REGION
	AccessKeyID     string // S3_ACCESS_KEY_ID
	SecretAccessKey string // S3_SECRET_ACCESS_KEY
	ForcePathStyle  bool   // S3_FORCE_PATH_STYLE: host/bucket/key rather than bucket.host/key
}

// Bucket keeps uploads in an S3 bucket under "<kind>/<name>" keys, so
// every host running the api or the worker sees the same files
// (CEREBRO_UPLOAD_STORE=s3).
type Bucket struct {
	client *minio.Client
	name   string
}

// NewBucket makes the client of an S3-compatible bucket; it does not call
// the server (EnsureBucket does).
func NewBucket(s S3) (*Bucket, error) {
	u, err := url.Parse(s.Endpoint)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.Trim(u.Path, "/") != "" {
		return nil, fmt.Errorf("S3_ENDPOINT must be http(s)://host[:port] (got %q)", s.Endpoint)
	}
	lookup := minio.BucketLookupAuto
	if s.ForcePathStyle {
		lookup = minio.BucketLookupPath
	}
	client, err := minio.New(u.Host, &minio.Options{
		Creds:  credentials.NewStaticV4(s.AccessKeyID, s.SecretAccessKey, ""),
		Secure: u.Scheme == "https", Region: s.Region, BucketLookup: lookup,
	})
	if err != nil {
		return nil, fmt.Errorf("S3 client: %w", err)
	}
	return &Bucket{client: client, name: s.Bucket}, nil
}

// EnsureBucket creates the bucket unless it exists already.
func (b *Bucket) EnsureBucket(ctx context.Context, region string) error {
	ok, err := b.client.BucketExists(ctx, b.name)
	if err != nil || ok {
		return err
	}
	err = b.client.MakeBucket(ctx, b.name, minio.MakeBucketOptions{Region: region})
	if code := minio.ToErrorResponse(err).Code; code == "BucketAlreadyOwnedByYou" {
		return nil
	}
	return err
}

// Write stores a prepared image under its name.
func (b *Bucket) Write(ctx context.Context, kind string, img Image) error {
	key, err := objectKey(kind, img.Name)
	if err != nil {
		return err
	}
	_, err = b.client.PutObject(ctx, b.name, key, bytes.NewReader(img.Data), int64(len(img.Data)),
		minio.PutObjectOptions{ContentType: mediaType(img.Name)})
	return err
}

// Open reads a stored object; it asks the server for its size and time
// first, so a missing object is known before anything is served.
func (b *Bucket) Open(ctx context.Context, kind, name string) (*File, error) {
	key, err := objectKey(kind, name)
	if err != nil {
		return nil, err
	}
	obj, err := b.client.GetObject(ctx, b.name, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, b.missing(key, err)
	}
	info, err := obj.Stat()
	if err != nil {
		_ = obj.Close()
		return nil, b.missing(key, err)
	}
	return &File{ReadSeekCloser: obj, Size: info.Size, ModTime: info.LastModified}, nil
}

// missing turns S3's "no such key" into fs.ErrNotExist.
func (b *Bucket) missing(key string, err error) error {
	if resp := minio.ToErrorResponse(err); resp.Code == "NoSuchKey" || resp.StatusCode == http.StatusNotFound {
		return notExist{what: b.name + "/" + key}
	}
	return err
}

// Remove deletes a stored object; S3 answers success for one already gone.
func (b *Bucket) Remove(ctx context.Context, kind, name string) error {
	key, err := objectKey(kind, name)
	if err != nil {
		return err
	}
	return b.client.RemoveObject(ctx, b.name, key, minio.RemoveObjectOptions{})
}

// List names the objects of a kind with their last-modified times.
func (b *Bucket) List(ctx context.Context, kind string) ([]Entry, error) {
	if !validKind(kind) {
		return nil, checkName(kind, "")
	}
	var out []Entry
	for obj := range b.client.ListObjects(ctx, b.name, minio.ListObjectsOptions{Prefix: kind + "/", Recursive: true}) {
		if obj.Err != nil {
			return nil, obj.Err
		}
		out = append(out, Entry{Name: path.Base(obj.Key), ModTime: obj.LastModified})
	}
	return out, nil
}

// Has reports whether an object of that kind and name exists, with its size.
func (b *Bucket) Has(ctx context.Context, kind, name string) (bool, int64, error) {
	key, err := objectKey(kind, name)
	if err != nil {
		return false, 0, err
	}
	info, err := b.client.StatObject(ctx, b.name, key, minio.StatObjectOptions{})
	if err != nil {
		if err = b.missing(key, err); errors.Is(err, fs.ErrNotExist) {
			return false, 0, nil
		}
		return false, 0, err
	}
	return true, info.Size, nil
}

// objectKey is "<kind>/<name>" for a generated name of a known kind.
func objectKey(kind, name string) (string, error) {
	if err := checkName(kind, name); err != nil {
		return "", err
	}
	return kind + "/" + name, nil
}

// mediaType is the type of a stored file from the extension this package
// chose after checking its content.
func mediaType(name string) string {
	switch {
	case strings.HasSuffix(name, ".png"):
		return "image/png"
	case strings.HasSuffix(name, ".pdf"):
		return "application/pdf"
	}
	return "image/jpeg"
}
