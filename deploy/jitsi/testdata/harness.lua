-- Runs mod_muc_cerebro_events.lua as prosody would load it on the MUC
-- component, with prosody's own util.json, util.jid and util.uuid (Debian's
-- prosody package, /usr/lib/prosody), a clock the script sets, and net.http
-- and util.timer stand-ins that print each request as a JSON line instead of
-- sending it (api/prosody_events_test.go sends them to the api).
--
-- lua5.4 harness.lua <module file>; the environment names the room, the
-- parties' token user ids and the slot's start (HARNESS_*), and the module's
-- settings (CEREBRO_EVENTS_*).
package.path = "/usr/lib/prosody/?.lua;" .. package.path
package.cpath = "/usr/lib/prosody/?.so;" .. package.cpath

local json = require "util.json"

local clock = 0 -- seconds since the epoch, as util.time.now answers
package.loaded["util.time"] = { now = function() return clock end }

-- The api's answers, in order: the first delivery of a participant's
-- leaving fails (503) and must be sent again.
local failed_once = false
package.loaded["net.http"] = {
	request = function(url, req, callback)
		local body = json.decode(req.body)
		print(json.encode({ url = url, method = req.method, headers = req.headers, body = req.body }))
		if body.eventType == "PARTICIPANT_LEFT" and not failed_once then
			failed_once = true
			callback("unavailable", 503)
			return
		end
		callback("{}", 200)
	end,
}
package.loaded["util.timer"] = {
	add_task = function(delay, fn)
		print(json.encode({ retryAfter = delay }))
		fn()
	end,
}

local hooks = {}
module = {
	get_option_string = function(_, _, default) return default end,
	get_option_number = function(_, _, default) return default end,
	hook = function(_, name, fn) hooks[name] = fn end,
	log = function(_, level, fmt, ...) io.stderr:write(level, ": ", string.format(fmt, ...), "\n") end,
}
assert(loadfile(arg[1]))()

local start = tonumber(os.getenv("HARNESS_START"))
local function at(minute) clock = start + minute * 60 end
local muc = "muc.meet.jitsi"
local room = { jid = os.getenv("HARNESS_ROOM") .. "@" .. muc, _data = { meetingId = "7d0f0f3e-meeting" } }
local health = { jid = "__jicofo-health-check-1234@" .. muc }
local function session(id, name, moderator)
	return { jitsi_meet_context_user = { id = id, name = name, moderator = moderator } }
end
local consultee = { nick = room.jid .. "/ee01" }
local consultant = { nick = room.jid .. "/ant1" }
local focus = { nick = room.jid .. "/focus" }

at(-1); hooks["muc-room-created"]({ room = room })
hooks["muc-room-created"]({ room = health })
hooks["muc-occupant-joined"]({ room = room, occupant = focus, origin = {} })
at(0); hooks["muc-occupant-joined"]({ room = room, occupant = consultee,
	origin = session(os.getenv("HARNESS_CONSULTEE"), "Kamala Silva", "false") })
at(1); hooks["muc-occupant-joined"]({ room = room, occupant = consultant,
	origin = session(os.getenv("HARNESS_CONSULTANT"), "Nimal Perera", "true") })
at(21); hooks["muc-occupant-left"]({ room = room, occupant = consultee })
at(30); hooks["muc-occupant-left"]({ room = room, occupant = consultant })
hooks["muc-occupant-left"]({ room = room, occupant = focus })
hooks["muc-room-destroyed"]({ room = health })
at(30.5); hooks["muc-room-destroyed"]({ room = room })
