package config

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Development keeps uploads in the local folder unless told otherwise.
func TestUploadsDefaultToTheLocalFolder(t *testing.T) {
	c, err := load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, UploadStoreFile, c.Uploads.Store)
	assert.Equal(t, ".data/uploads", c.UploadDir)
}

// The s3 store reads every S3_* variable; the region and the path style
// have defaults, the rest must be set, and a bad value names its variable.
func TestS3StoreReadsItsSettings(t *testing.T) {
	vars := map[string]string{"CEREBRO_UPLOAD_STORE": "s3", "S3_ENDPOINT": "http://seaweedfs:8333", "S3_BUCKET": "cerebro-uploads",
		"S3_ACCESS_KEY_ID": "id", "S3_SECRET_ACCESS_KEY": "secret", "S3_FORCE_PATH_STYLE": "true"}
	c, err := load(env(vars))
	require.NoError(t, err)
	assert.Equal(t, Uploads{Store: UploadStoreS3, S3: S3{Endpoint: "http://seaweedfs:8333", Bucket: "cerebro-uploads",
		Region: "us-east-1", AccessKeyID: "id", SecretAccessKey: "secret", ForcePathStyle: true}}, c.Uploads)

	for name, value := range map[string]string{"CEREBRO_UPLOAD_STORE": "disk", "S3_ENDPOINT": "seaweedfs:8333", "S3_BUCKET": "",
		"S3_ACCESS_KEY_ID": "", "S3_SECRET_ACCESS_KEY": "", "S3_FORCE_PATH_STYLE": "yes", "CEREBRO_UPLOAD_SINGLE_HOST": "1"} {
		bad := maps.Clone(vars)
		bad[name] = value
		_, err := load(env(bad))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "config: "+name+" ", name)
	}
}

// Production refuses the folder store, which only its own host sees,
// unless the operator states that one host runs the api and the worker.
func TestProductionTakesTheFileStoreOnlyOnASingleHost(t *testing.T) {
	vars := safeProduction()
	vars["CEREBRO_UPLOAD_STORE"] = "file"
	_, err := load(env(vars))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "\n  CEREBRO_UPLOAD_STORE must be s3 when more than one host may run the api")

	vars["CEREBRO_UPLOAD_SINGLE_HOST"] = "true"
	c, err := load(env(vars))
	require.NoError(t, err)
	assert.Equal(t, UploadStoreFile, c.Uploads.Store)
	assert.True(t, c.Uploads.SingleHost)
}
