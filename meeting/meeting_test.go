package meeting_test

import (
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/meeting"
)

func TestPublicDomainHasNoToken(t *testing.T) {
	room, err := meeting.Rooms{Domain: "meet.jit.si"}.For("a1b2", meeting.Participant{Name: "Kamala"}, time.Now(), time.Now())
	require.NoError(t, err)
	assert.Equal(t, meeting.Room{Domain: "meet.jit.si", RoomName: "a1b2"}, room)
}

func TestTokenLetsOnlyThatRoomInUntilTheEnd(t *testing.T) {
	now := time.Date(2030, 1, 1, 4, 0, 0, 0, time.UTC)
	end := now.Add(30 * time.Minute)
	rooms := meeting.Rooms{Domain: "meet.cerebro.lk", AppID: "cerebro", AppSecret: "s3cret-s3cret-s3cret"}
	room, err := rooms.For("f00dfeed", meeting.Participant{ID: "7", Name: "Nimal", Moderator: true}, end, now)
	require.NoError(t, err)
	require.NotEmpty(t, room.JWT)

	claims := jwt.MapClaims{}
	_, err = jwt.ParseWithClaims(room.JWT, claims, func(*jwt.Token) (any, error) { return []byte("s3cret-s3cret-s3cret"), nil },
		jwt.WithTimeFunc(func() time.Time { return now }))
	require.NoError(t, err)
	assert.Equal(t, "f00dfeed", claims["room"])
	assert.Equal(t, "cerebro", claims["iss"])
	assert.Equal(t, "meet.cerebro.lk", claims["sub"])
	assert.EqualValues(t, end.Add(5*time.Minute).Unix(), claims["exp"])
	user := claims["context"].(map[string]any)["user"].(map[string]any)
	assert.Equal(t, "Nimal", user["name"])
	assert.Equal(t, true, user["moderator"])

	_, err = jwt.Parse(room.JWT, func(*jwt.Token) (any, error) { return []byte("wrong"), nil })
	assert.Error(t, err, "a token signed with another secret is refused")
}

func TestTokenLifetimeIsBounded(t *testing.T) {
	now := time.Date(2030, 1, 1, 4, 0, 0, 0, time.UTC)
	rooms := meeting.Rooms{Domain: "d", AppID: "a", AppSecret: "s"}
	room, err := rooms.For("r", meeting.Participant{}, now.Add(10*time.Hour), now)
	require.NoError(t, err)
	claims := jwt.MapClaims{}
	_, _, err = jwt.NewParser().ParseUnverified(room.JWT, claims)
	require.NoError(t, err)
	assert.EqualValues(t, now.Add(meeting.TokenLifetime).Unix(), claims["exp"])
}
