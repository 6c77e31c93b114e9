// Package testutil starts the real things integration tests run against: a
// throwaway PostgreSQL database per test binary and the Temporal dev server
// built from the pinned CLI in bin/temporal.
package testutil

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"

	"cerebro/models"
)

// ServerURL is the PostgreSQL server tests create their databases on.
func ServerURL() string {
	if v := os.Getenv("TEST_DATABASE_URL"); v != "" {
		return v
	}
	return "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
}

// NewDatabase creates a migrated, empty database with a random name and
// returns its URL and a function that drops it.
func NewDatabase(ctx context.Context) (string, func(), error) {
	server := ServerURL()
	admin, err := sql.Open("pgx", server)
	if err != nil {
		return "", nil, err
	}
	suffix := make([]byte, 6)
	_, _ = rand.Read(suffix)
	name := "cerebro_test_" + hex.EncodeToString(suffix)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create test database (is PostgreSQL running at %s?): %w", server, err)
	}
	u, _ := url.Parse(server)
	u.Path = "/" + name
	dbURL := u.String()
	drop := func() {
		_, _ = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	}
	store, err := models.Open(dbURL)
	if err != nil {
		drop()
		return "", nil, err
	}
	defer store.Close()
	if err := store.Migrate(ctx); err != nil {
		drop()
		return "", nil, err
	}
	return dbURL, drop, nil
}

// Store opens a fresh migrated database for one test and drops it afterwards.
func Store(t testing.TB) *models.Store {
	t.Helper()
	dbURL, drop, err := NewDatabase(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(drop)
	store, err := models.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	return store
}

// RepoRoot finds the module root (the folder holding go.mod).
func RepoRoot() string {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err == nil {
		if mod := strings.TrimSpace(string(out)); mod != "" && mod != os.DevNull {
			return filepath.Dir(mod)
		}
	}
	dir, _ := os.Getwd()
	for d := dir; d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
	}
	return dir
}
