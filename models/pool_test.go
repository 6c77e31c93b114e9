package models_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

// The pool is what CEREBRO_DB_MAX_CONNS and CEREBRO_DB_MAX_IDLE_CONNS say
// (models.Pool), DefaultPoolSize without them.
func TestPoolSizes(t *testing.T) {
	const url = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
	sized, err := models.Open(url, models.Pool(7, 3))
	require.NoError(t, err)
	defer sized.Close()
	sqlDB, err := sized.DB.DB()
	require.NoError(t, err)
	assert.Equal(t, 7, sqlDB.Stats().MaxOpenConnections)

	// Idle connections beyond the idle bound are closed once released.
	conns := make([]interface{ Close() error }, 0, 7)
	for range 7 {
		c, err := sqlDB.Conn(t.Context())
		require.NoError(t, err)
		conns = append(conns, c)
	}
	for _, c := range conns {
		require.NoError(t, c.Close())
	}
	assert.Equal(t, 3, sqlDB.Stats().Idle)

	plain, err := models.Open(url)
	require.NoError(t, err)
	defer plain.Close()
	sqlDB, err = plain.DB.DB()
	require.NoError(t, err)
	assert.Equal(t, models.DefaultPoolSize, sqlDB.Stats().MaxOpenConnections)
}
