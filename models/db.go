// Package models holds Cerebro's entities, their PostgreSQL schema (versioned
// migrations under migrations/) and the queries that read and change them.
package models

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strings"
	"time"

	"github.com/exaring/otelpgx"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib" // also registers the "pgx" database/sql driver
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/trace"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is the data layer: every query the API and the activities run.
type Store struct {
	DB *gorm.DB
}

// Option changes how Open connects.
type Option func(*openOptions)

type openOptions struct {
	conn              *pgx.ConnConfig
	maxConns, maxIdle int
}

// Pool bounds the connections the process opens (maxConns,
// CEREBRO_DB_MAX_CONNS) and keeps open while idle (maxIdle,
// CEREBRO_DB_MAX_IDLE_CONNS). Every process's maxConns counts against
// PostgreSQL's max_connections (README, "Connections").
func Pool(maxConns, maxIdle int) Option {
	return func(o *openOptions) { o.maxConns, o.maxIdle = maxConns, maxIdle }
}

// Traced makes every statement run inside a traced context (a request's,
// an activity's) a span of that trace (otelpgx: db.system.name postgresql,
// the statement's text without its arguments). Statements outside a trace
// make no span. Without it the driver is not traced at all.
func Traced(tp trace.TracerProvider) Option {
	return func(o *openOptions) {
		o.conn.Tracer = otelpgx.NewTracer(otelpgx.WithTracerProvider(tp), otelpgx.WithMeterProvider(metricnoop.NewMeterProvider()),
			otelpgx.WithQuerySpanNamePrefix()) // "query SELECT", "prepare SELECT"
	}
}

// Open connects to PostgreSQL with a pool of DefaultPoolSize unless Pool
// says otherwise. GORM's
// own lines (slow statements over SlowStatement, failed ones) go to slog's
// default logger, so they take the process's format and trace ids.
func Open(databaseURL string, opts ...Option) (*Store, error) {
	config, err := pgx.ParseConfig(databaseURL)
	if err != nil {
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	o := openOptions{conn: config, maxConns: DefaultPoolSize, maxIdle: DefaultPoolSize}
	for _, opt := range opts {
		opt(&o)
	}
	sqlDB := stdlib.OpenDB(*config) // what gorm's postgres driver does with a DSN, with our tracer
	db, err := gorm.Open(postgres.New(postgres.Config{Conn: sqlDB}), &gorm.Config{
		Logger:         newSQLLog(),
		NowFunc:        func() time.Time { return time.Now().UTC() },
		TranslateError: false,
	})
	if err != nil {
		_ = sqlDB.Close()
		return nil, fmt.Errorf("open database: %w", err)
	}
	sqlDB.SetMaxOpenConns(o.maxConns)
	// Idle connections are kept, by default up to the pool's size: a
	// connection closed after a burst is a new PostgreSQL backend (a fork and
	// cold catalog caches) on the next one.
	sqlDB.SetMaxIdleConns(o.maxIdle)
	sqlDB.SetConnMaxIdleTime(5 * time.Minute)
	return &Store{DB: db}, nil
}

// SlowStatement is how long a statement runs before GORM logs it (a
// warning, "SQL executed", with the statement and its duration).
const SlowStatement = 200 * time.Millisecond

// DefaultPoolSize bounds the connections one process opens unless Pool
// says otherwise; 20 covers the API's requests and the worker's activities
// on a 2-core machine.
const DefaultPoolSize = 20

// Close releases the connection pool.
func (s *Store) Close() error {
	sqlDB, err := s.DB.DB()
	if err != nil {
		return err
	}
	return sqlDB.Close()
}

// Ping reports whether the database answers.
func (s *Store) Ping(ctx context.Context) error {
	sqlDB, err := s.DB.DB()
	if err != nil {
		return err
	}
	return sqlDB.PingContext(ctx)
}

// Migrate applies every pending migration. A session lock makes it safe for
// the API and the workers to start at the same time.
func (s *Store) Migrate(ctx context.Context) error {
	sqlDB, err := s.DB.DB()
	if err != nil {
		return err
	}
	return migrate(ctx, sqlDB)
}

func migrate(ctx context.Context, db *sql.DB) error {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return err
	}
	provider, err := goose.NewProvider(goose.DialectPostgres, db, sub, goose.WithSessionLocker(locker))
	if err != nil {
		return err
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// EnsureDatabase creates the database named in databaseURL when it does not
// exist yet, connecting to the server's "postgres" database to do it.
func EnsureDatabase(ctx context.Context, databaseURL string) error {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return fmt.Errorf("DATABASE_URL: %w", err)
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" {
		return errors.New("DATABASE_URL names no database")
	}
	admin := *u
	admin.Path = "/postgres"
	db, err := sql.Open("pgx", admin.String())
	if err != nil {
		return err
	}
	defer db.Close()
	var exists bool
	if err := db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return fmt.Errorf("check database %q: %w", name, err)
	}
	if exists {
		return nil
	}
	_, err = db.ExecContext(ctx, `CREATE DATABASE "`+strings.ReplaceAll(name, `"`, `""`)+`"`)
	if isPgCode(err, "42P04") { // created by a racing process
		return nil
	}
	return err
}

// isPgCode reports whether err is a PostgreSQL error with the given SQLSTATE.
func isPgCode(err error, code string) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == code
}

// IsUniqueViolation reports a unique-key clash (SQLSTATE 23505).
func IsUniqueViolation(err error) bool { return isPgCode(err, "23505") }

// IsExclusionViolation reports an exclusion-constraint clash (SQLSTATE 23P01).
func IsExclusionViolation(err error) bool { return isPgCode(err, "23P01") }
