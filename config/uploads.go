package config

import "cerebro/uploads"

// Upload stores (CEREBRO_UPLOAD_STORE): a folder on this host, the
// development default, or an S3 bucket every host shares.
const (
	UploadStoreFile = "file"
	UploadStoreS3   = "s3"
)

// Uploads says where profile images and payment slips are kept.
type Uploads struct {
	Store string // CEREBRO_UPLOAD_STORE: file | s3
	// SingleHost is CEREBRO_UPLOAD_SINGLE_HOST=true: the operator states
	// that one host runs every api and worker process, all sharing CEREBRO_UPLOAD_DIR.
	// Production takes the file store only with it (uploadProblems).
	SingleHost bool
	S3         S3
}

// S3 is the bucket of the s3 store (the S3_* variables): the uploads
// package's own settings, read here.
type S3 = uploads.S3

// readUploads reads CEREBRO_UPLOAD_STORE and, for s3, the S3_* variables,
// each required but the region and the path style.
func readUploads(r *reader) Uploads {
	u := Uploads{
		Store:      r.oneOf("CEREBRO_UPLOAD_STORE", UploadStoreFile, UploadStoreFile, UploadStoreS3),
		SingleHost: r.oneOf("CEREBRO_UPLOAD_SINGLE_HOST", "false", "false", "true") == "true",
		S3: S3{
			Bucket:          r.str("S3_BUCKET", ""),
			Region:          r.str("S3_REGION", "us-east-1"),
			AccessKeyID:     r.str("S3_ACCESS_KEY_ID", ""),
			SecretAccessKey: r.str("S3_SECRET_ACCESS_KEY", ""),
			ForcePathStyle:  r.oneOf("S3_FORCE_PATH_STYLE", "false", "false", "true") == "true",
		},
	}
	if u.Store != UploadStoreS3 {
		return u
	}
	u.S3.Endpoint = r.url("S3_ENDPOINT", "")
	for name, v := range map[string]string{"S3_BUCKET": u.S3.Bucket, "S3_ACCESS_KEY_ID": u.S3.AccessKeyID,
		"S3_SECRET_ACCESS_KEY": u.S3.SecretAccessKey} {
		r.check(v != "", name, "must be set when CEREBRO_UPLOAD_STORE=s3")
	}
	return u
}

// uploadProblems is what production refuses about uploads: the file store
// unless the operator states that a single host runs the api and the
// worker. A folder is seen by its own host only, so with two hosts an
// image uploaded through one api would be missing on the other, and the
// worker's clean-up would sweep a folder no upload reaches.
func uploadProblems(c Config, add func(bad bool, name, why string)) {
	add(c.Uploads.Store == UploadStoreFile && !c.Uploads.SingleHost, "CEREBRO_UPLOAD_STORE",
		"must be s3 when more than one host may run the api or the worker: a folder is seen by its own host only "+
			"(set CEREBRO_UPLOAD_SINGLE_HOST=true to state that one host runs them all, sharing CEREBRO_UPLOAD_DIR)")
}
