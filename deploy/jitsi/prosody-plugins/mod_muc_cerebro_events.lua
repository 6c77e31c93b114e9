-- Cerebro's presence events from a self-hosted Jitsi (README "Video events").
--
-- Loaded on the MUC component (docker-jitsi-meet: XMPP_MUC_MODULES=muc_cerebro_events,
-- this folder mounted at /prosody-plugins-custom). Posts who enters and leaves each
-- room to Cerebro's POST /api/v1/video/events in the shape of JaaS's webhooks
-- (developer.8x8.com/jaas/docs/webhooks-payload), so one route and one set of
-- outcome rules serve both video modes:
--   { idempotencyKey, eventType, sessionId, timestamp (Unix ms), fqn "<app>/<room>",
--     data = { id (the room token's context.user.id), participantId, name, moderator } }
-- with the Authorization header set to the shared secret. Only participants who came
-- in with a room token are reported (jicofo's focus, recorders and the like have none).
--
-- Settings (the component's options, else the environment):
--   cerebro_events_url     CEREBRO_EVENTS_URL     e.g. http://api:8080/api/v1/video/events
--   cerebro_events_secret  CEREBRO_EVENTS_SECRET  Cerebro's JITSI_EVENTS_SECRET
--   cerebro_events_app_id  CEREBRO_EVENTS_APP_ID  Cerebro's JITSI_APP_ID (the fqn's app)
--
-- A delivery the api does not take (no answer, 5xx, 429) is sent again with the same
-- idempotencyKey after 2, 4, 8 … seconds, up to cerebro_events_attempts times; the api
-- stores each key once and orders events by timestamp, not by arrival.

local http = require "net.http";
local json = require "util.json";
local jid = require "util.jid";
local timer = require "util.timer";
local uuid = require "util.uuid".generate;
local now = require "util.time".now;

local function setting(name, env)
	local v = module:get_option_string(name, os.getenv(env));
	if v == "" then return nil; end
	return v;
end

local url = setting("cerebro_events_url", "CEREBRO_EVENTS_URL");
local secret = setting("cerebro_events_secret", "CEREBRO_EVENTS_SECRET");
local app_id = setting("cerebro_events_app_id", "CEREBRO_EVENTS_APP_ID");
local attempts = module:get_option_number("cerebro_events_attempts", 8);

if not (url and secret and app_id) then
	module:log("error", "cerebro events: CEREBRO_EVENTS_URL, CEREBRO_EVENTS_SECRET and CEREBRO_EVENTS_APP_ID "
		.. "must be set; no presence events will reach Cerebro");
	return;
end

local function room_name(room)
	return jid.node(room.jid);
end

-- Jicofo's health checks open and close rooms all day; they are nobody's session.
local function is_health_check(room)
	return room_name(room):find("^__jicofo%-health%-check") ~= nil;
end

local function retryable(code)
	return type(code) ~= "number" or code < 200 or code == 429 or code >= 500;
end

local function deliver(body, attempt)
	http.request(url, {
		method = "POST";
		body = body;
		headers = { ["Content-Type"] = "application/json"; ["Authorization"] = secret };
	}, function(answer, code)
		if type(code) == "number" and code >= 200 and code < 300 then return; end
		if retryable(code) and attempt < attempts then
			timer.add_task(2 ^ attempt, function() deliver(body, attempt + 1); end);
			return;
		end
		module:log("warn", "cerebro events: gave up on an event after %d attempts (%s): %s",
			attempt, tostring(code), tostring(answer));
	end);
end

local function post(event_type, room, data)
	local body = json.encode({
		idempotencyKey = uuid();
		eventType = event_type;
		sessionId = room._data and room._data.meetingId or "";
		timestamp = math.floor(now() * 1000);
		fqn = app_id .. "/" .. room_name(room);
		data = data;
	});
	deliver(body, 1);
end

-- The room token's user (mod_auth_token keeps context.user on the session).
local function token_user(session)
	local user = session and session.jitsi_meet_context_user;
	if user and user.id and user.id ~= "" then return user; end
	return nil;
end

module:hook("muc-room-created", function(event)
	local room = event.room;
	if is_health_check(room) then return; end
	post("ROOM_CREATED", room, { conference = tostring(room.jid) });
end);

module:hook("muc-room-destroyed", function(event)
	local room = event.room;
	if is_health_check(room) then return; end
	post("ROOM_DESTROYED", room, { conference = tostring(room.jid) });
end);

module:hook("muc-occupant-joined", function(event)
	local room, occupant = event.room, event.occupant;
	local user = token_user(event.origin);
	if is_health_check(room) or not user then return; end
	-- Remember who this occupant is: their leaving may come without the session.
	room._cerebro_users = room._cerebro_users or {};
	room._cerebro_users[occupant.nick] = user;
	post("PARTICIPANT_JOINED", room, {
		id = user.id; name = user.name; moderator = tostring(user.moderator or "false");
		participantJid = occupant.nick; participantId = jid.resource(occupant.nick);
	});
end);

module:hook("muc-occupant-left", function(event)
	local room, occupant = event.room, event.occupant;
	local users = room._cerebro_users;
	local user = users and users[occupant.nick];
	if is_health_check(room) or not user then return; end
	users[occupant.nick] = nil;
	post("PARTICIPANT_LEFT", room, {
		id = user.id; name = user.name; moderator = tostring(user.moderator or "false");
		participantJid = occupant.nick; participantId = jid.resource(occupant.nick);
		disconnectReason = "left";
	});
end, 10); -- before mod_muc destroys a room its last occupant left (priority -1)

module:log("info", "cerebro events: posting room presence to %s", url);
