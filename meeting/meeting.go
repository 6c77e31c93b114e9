// Package meeting describes a booking's video room on Jitsi Meet: the domain,
// a room name nobody can guess, and, for a self-hosted Jitsi with token
// authentication, a short-lived room token so only the booking's two parties
// get in.
package meeting

import (
	"errors"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Room is what the video page needs to open the Jitsi IFrame API.
type Room struct {
	Domain   string `json:"domain"`
	RoomName string `json:"roomName"`
	JWT      string `json:"jwt,omitempty"`
}

// Participant is the person the room token is issued to.
type Participant struct {
	ID        string
	Name      string
	Email     string
	AvatarURL string
	Moderator bool
}

// Rooms issues rooms on one Jitsi domain.
type Rooms struct {
	Domain    string
	AppID     string // empty: the domain needs no token (e.g. meet.jit.si)
	AppSecret string
}

// TokenLifetime bounds a room token: long enough to join, then useless.
const TokenLifetime = 2 * time.Hour

// For returns the room of a booking for one participant. The token expires
// at the session's end (plus a little slack) or after TokenLifetime,
// whichever is sooner.
func (r Rooms) For(roomName string, p Participant, sessionEnd, now time.Time) (Room, error) {
	if roomName == "" {
		return Room{}, errors.New("meeting: empty room name")
	}
	room := Room{Domain: r.Domain, RoomName: roomName}
	if r.AppID == "" {
		return room, nil
	}
	exp := sessionEnd.Add(5 * time.Minute)
	if limit := now.Add(TokenLifetime); exp.After(limit) {
		exp = limit
	}
	token, err := r.token(roomName, p, now, exp)
	if err != nil {
		return Room{}, err
	}
	room.JWT = token
	return room, nil
}

// jitsiClaims is the payload Jitsi's token authentication (prosody
// mod_auth_token) checks: aud/iss/sub/room and the user context.
type jitsiClaims struct {
	Room    string       `json:"room"`
	Context jitsiContext `json:"context"`
	jwt.RegisteredClaims
}

type jitsiContext struct {
	User jitsiUser `json:"user"`
}

type jitsiUser struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Email     string `json:"email,omitempty"`
	Avatar    string `json:"avatar,omitempty"`
	Moderator bool   `json:"moderator"`
}

func (r Rooms) token(roomName string, p Participant, now, exp time.Time) (string, error) {
	claims := jitsiClaims{
		Room: roomName,
		Context: jitsiContext{User: jitsiUser{ID: p.ID, Name: p.Name, Email: p.Email, Avatar: p.AvatarURL,
			Moderator: p.Moderator}},
		RegisteredClaims: jwt.RegisteredClaims{
			Audience:  jwt.ClaimStrings{"jitsi"},
			Issuer:    r.AppID,
			Subject:   r.Domain,
			IssuedAt:  jwt.NewNumericDate(now),
			NotBefore: jwt.NewNumericDate(now.Add(-time.Minute)),
			ExpiresAt: jwt.NewNumericDate(exp),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString([]byte(r.AppSecret))
}
