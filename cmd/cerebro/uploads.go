package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"cerebro/config"
	"cerebro/uploads"
)

// uploadStore is where this process keeps uploads (CEREBRO_UPLOAD_STORE):
// the folder CEREBRO_UPLOAD_DIR, or the S3 bucket.
func uploadStore(cfg config.Config) (uploads.Store, error) {
	if cfg.Uploads.Store != config.UploadStoreS3 {
		return uploads.Folder{Dir: cfg.UploadDir}, nil
	}
	return bucket(cfg)
}

func bucket(cfg config.Config) (*uploads.Bucket, error) {
	return uploads.NewBucket(cfg.Uploads.S3)
}

// errNeedsS3 refuses the S3 commands when CEREBRO_UPLOAD_STORE is not s3.
var errNeedsS3 = errors.New("set CEREBRO_UPLOAD_STORE=s3 and the S3_* variables: this command works on the bucket")

// uploadsBucket creates the bucket unless it exists (`cerebro uploads-bucket`,
// the job compose runs before the api and the worker start).
func uploadsBucket(ctx context.Context, cfg config.Config, out io.Writer) error {
	if cfg.Uploads.Store != config.UploadStoreS3 {
		return errNeedsS3
	}
	b, err := bucket(cfg)
	if err != nil {
		return err
	}
	if err := b.EnsureBucket(ctx, cfg.Uploads.S3.Region); err != nil {
		return fmt.Errorf("bucket %s: %w", cfg.Uploads.S3.Bucket, err)
	}
	_, err = fmt.Fprintf(out, "bucket %s is ready\n", cfg.Uploads.S3.Bucket)
	return err
}

// uploadsToS3 copies the uploads folder (CEREBRO_UPLOAD_DIR) into the
// bucket (`cerebro uploads-to-s3`): what a site moving from the file store
// to the s3 store runs once, with the api stopped or before switching it.
// Running it again copies only what is missing; the folder is left as it was.
func uploadsToS3(ctx context.Context, cfg config.Config, out io.Writer) error {
	if cfg.Uploads.Store != config.UploadStoreS3 {
		return errNeedsS3
	}
	b, err := bucket(cfg)
	if err != nil {
		return err
	}
	done, err := uploads.CopyToBucket(ctx, uploads.Folder{Dir: cfg.UploadDir}, b)
	for _, name := range done.Ignored {
		fmt.Fprintf(out, "left alone (not a name Cerebro generates): %s\n", name)
	}
	fmt.Fprintf(out, "copied %d, already in the bucket %d, from %s to bucket %s\n",
		done.Copied, done.Present, cfg.UploadDir, cfg.Uploads.S3.Bucket)
	return err
}
