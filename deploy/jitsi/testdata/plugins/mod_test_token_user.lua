-- A test stand-in for Jitsi's token authentication (mod_auth_token), which
-- keeps the room token's context.user on the session: here the account's
-- name is the token's user id (api/prosody_events_test.go).
module:hook("authentication-success", function(event)
	local session = event.session;
	session.jitsi_meet_context_user = { id = session.username; name = session.username; moderator = "false" };
end);
