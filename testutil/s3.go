package testutil

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"cerebro/config"
	"cerebro/uploads"
)

// WeedBinary is SeaweedFS's weed that `make weed` builds from the Go
// module proxy (the release docker-compose.yml pins).
func WeedBinary() (string, error) {
	path := filepath.Join(RepoRoot(), "bin", "weed")
	if _, err := os.Stat(path); err != nil {
		return "", fmt.Errorf("SeaweedFS is missing at %s: run `make weed`", path)
	}
	return path, nil
}

// S3Server is a real S3-compatible server for the tests: SeaweedFS's
// master, volume server, filer and S3 gateway in one `weed server`
// process, on free loopback ports, keeping its data in a temporary folder,
// with one admin identity.
type S3Server struct {
	Endpoint        string // http://127.0.0.1:<port>
	AccessKeyID     string
	SecretAccessKey string
	cmd             *exec.Cmd
	dir             string
	exited          chan struct{}
}

// StartS3 starts the server and waits until its S3 gateway answers. Stop
// it with Stop.
func StartS3(ctx context.Context) (*S3Server, error) {
	weed, err := WeedBinary()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "cerebro-s3-")
	if err != nil {
		return nil, err
	}
	ports, err := freePorts(8)
	if err != nil {
		return nil, err
	}
	s := &S3Server{Endpoint: "http://127.0.0.1:" + ports[6], AccessKeyID: "cerebro-test",
		SecretAccessKey: "cerebro-test-secret-" + randomHex(8), dir: dir, exited: make(chan struct{})}
	s.cmd = exec.Command(weed, "server", "-ip=127.0.0.1", "-ip.bind=127.0.0.1", "-dir="+dir,
		"-master.port="+ports[0], "-master.port.grpc="+ports[1], "-master.telemetry=false", "-master.volumeSizeLimitMB=64",
		"-volume.port="+ports[2], "-volume.port.grpc="+ports[3], "-volume.max=0",
		"-filer", "-filer.port="+ports[4], "-filer.port.grpc="+ports[5], "-filer.localSocket="+filepath.Join(dir, "filer.sock"),
		"-s3", "-s3.port="+ports[6], "-s3.port.grpc="+ports[7], "-s3.port.iceberg=0", "-s3.port.lance=0",
		"-s3.localSocket="+filepath.Join(dir, "s3.sock"))
	// weed s3 makes an admin identity of these (README of `weed s3`).
	s.cmd.Env = append(os.Environ(), "AWS_ACCESS_KEY_ID="+s.AccessKeyID, "AWS_SECRET_ACCESS_KEY="+s.SecretAccessKey)
	log, err := os.Create(filepath.Join(dir, "weed.log"))
	if err != nil {
		return nil, err
	}
	s.cmd.Stdout, s.cmd.Stderr = log, log
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", weed, err)
	}
	go func() { _ = s.cmd.Wait(); _ = log.Close(); close(s.exited) }()
	if err := s.waitReady(ctx); err != nil {
		out, _ := os.ReadFile(filepath.Join(dir, "weed.log"))
		s.Stop()
		return nil, fmt.Errorf("%w\n%s", err, tail(out, 4000))
	}
	return s, nil
}

// waitReady waits until a bucket can be created and written to: the S3
// gateway answers before the filer and a volume can take writes.
func (s *S3Server) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	b, err := uploads.NewBucket(s.settings("cerebro-ready"))
	if err != nil {
		return err
	}
	for {
		err = b.EnsureBucket(ctx, "us-east-1")
		if err == nil {
			err = b.Write(ctx, uploads.KindImage, uploads.Image{Name: "00000000000000000000000000000000.png", Data: []byte("ready")})
		}
		if err == nil {
			return nil
		}
		select {
		case <-s.exited:
			return fmt.Errorf("weed server exited before its S3 gateway was ready")
		case <-ctx.Done():
			return fmt.Errorf("weed server's S3 gateway not ready at %s: %w", s.Endpoint, err)
		case <-time.After(300 * time.Millisecond):
		}
	}
}

// Bucket creates a new, empty bucket and answers the settings that reach it.
func (s *S3Server) Bucket(ctx context.Context) (config.S3, error) {
	c := s.settings("cerebro-" + randomHex(6))
	b, err := uploads.NewBucket(c)
	if err != nil {
		return c, err
	}
	return c, b.EnsureBucket(ctx, c.Region)
}

// UploadEnv is the environment a cerebro process keeps its uploads in the
// bucket with, as compose's api and workers do.
func UploadEnv(c config.S3) map[string]string {
	return map[string]string{"CEREBRO_UPLOAD_STORE": "s3", "S3_ENDPOINT": c.Endpoint, "S3_BUCKET": c.Bucket,
		"S3_REGION": c.Region, "S3_ACCESS_KEY_ID": c.AccessKeyID, "S3_SECRET_ACCESS_KEY": c.SecretAccessKey,
		"S3_FORCE_PATH_STYLE": strconv.FormatBool(c.ForcePathStyle)}
}

func (s *S3Server) settings(bucket string) uploads.S3 {
	return uploads.S3{Endpoint: s.Endpoint, Bucket: bucket, Region: "us-east-1", AccessKeyID: s.AccessKeyID,
		SecretAccessKey: s.SecretAccessKey, ForcePathStyle: true}
}

// Stop ends the server and removes its data.
func (s *S3Server) Stop() {
	if s.cmd.Process != nil {
		_ = s.cmd.Process.Signal(os.Interrupt)
		select {
		case <-s.exited:
		case <-time.After(10 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.exited
		}
	}
	_ = os.RemoveAll(s.dir)
}

// freePorts finds n free loopback ports (held open together, so distinct).
func freePorts(n int) ([]string, error) {
	var out []string
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		defer l.Close()
		out = append(out, strconv.Itoa(l.Addr().(*net.TCPAddr).Port))
	}
	return out, nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// uploadStore is the store cerebro would open for cfg (cmd/cerebro's
// uploadStore): the folder, or the bucket of the s3 store.
func uploadStore(cfg config.Config) (uploads.Store, error) {
	if cfg.Uploads.Store != config.UploadStoreS3 {
		return uploads.Folder{Dir: cfg.UploadDir}, nil
	}
	return uploads.NewBucket(cfg.Uploads.S3)
}
