import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { jitsiOptions, loadJitsiApi, VIDEO_UNREACHABLE } from '../jitsi.js';
import MeetingView from './MeetingView.jsx';

vi.mock('../jitsi.js', async (importOriginal) => ({ ...(await importOriginal()), loadJitsiApi: vi.fn() }));

const BOOKING = { id: 12, consultantId: 7, consulteeId: 9, role: 'CONSULTEE', endCountDownTime: 3725 };
const ROOM = {
  mode: 'selfhosted',
  domain: 'meet.example.lk',
  scriptUrl: 'https://meet.example.lk/external_api.js',
  roomName: 'cerebro-12-x7k',
  jwt: 'room.jwt.token',
};

function api({ live = true, room = [200, ROOM] } = {}) {
  return (url, init) => {
    if (url.includes('/booking/validate/')) return [200, live];
    if (url.includes('/booking/12/meeting')) return room;
    if (url.endsWith('/booking/rate') && init.method === 'POST') return [200, { id: 31 }];
    if (url.endsWith('/booking/12/presence') && init.method === 'POST') return [204, null];
    if (url.includes('/booking/12')) return [200, BOOKING];
    return [404, { message: 'Not found' }];
  };
}

/** A stand-in for Jitsi's IFrame API that records how it was created. */
function fakeJitsi() {
  const created = [];
  class FakeApi {
    constructor(domain, options) {
      this.listeners = {};
      this.dispose = vi.fn();
      created.push({ domain, options, api: this });
    }
    addListener(event, fn) {
      this.listeners[event] = fn;
    }
  }
  return { FakeApi, created };
}

beforeEach(() => {
  loadJitsiApi.mockReset();
});
afterEach(() => {
  delete window.__cerebroJitsiOptions;
});

describe('the Jitsi options', () => {
  it('fill their box, audio muted, invitations and join/leave notices off, with the room token', () => {
    const parentNode = document.createElement('div');
    const o = jitsiOptions({ roomName: 'r1', jwt: 'tok', parentNode, displayName: 'Kamala' });
    expect(o).toMatchObject({ roomName: 'r1', jwt: 'tok', width: '100%', height: '100%', parentNode, userInfo: { displayName: 'Kamala' } });
    expect(o.configOverwrite).toMatchObject({
      startWithAudioMuted: true,
      disableInviteFunctions: true,
      notifications: [],
      prejoinConfig: { enabled: true },
    });
    expect(o.interfaceConfigOverwrite.DISABLE_JOIN_LEAVE_NOTIFICATIONS).toBe(true);
  });

  it('leave the token out when the meeting has none', () => {
    expect(jitsiOptions({ roomName: 'r1', parentNode: null })).not.toHaveProperty('jwt');
  });
});

describe('the video page', () => {
  it('shows the countdown to the end, opens the room with the options and reports the join', async () => {
    const { FakeApi, created } = fakeJitsi();
    loadJitsiApi.mockResolvedValue(FakeApi);
    const fetchMock = mockFetch(api());
    const onLeave = vi.fn();
    renderWithStore(<MeetingView bookingId="12" displayName="Kamala" onLeave={onLeave} />);
    expect(await screen.findByText('01:02:05')).toBeInTheDocument();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(loadJitsiApi).toHaveBeenCalledWith('https://meet.example.lk/external_api.js');
    expect(created[0].domain).toBe('meet.example.lk');
    expect(created[0].options).toMatchObject({ roomName: 'cerebro-12-x7k', jwt: 'room.jwt.token', width: '100%', height: '100%' });
    expect(created[0].options.parentNode).toBe(document.getElementById('jitsi-room'));
    expect(window.__cerebroJitsiOptions).toMatchObject({ domain: 'meet.example.lk', roomName: 'cerebro-12-x7k', parentNode: '#jitsi-room' });
    expect(JSON.parse(callsTo(fetchMock, '/booking/rate', 'POST')[0][1].body)).toEqual({ bookingId: '12' });

    created[0].api.listeners.readyToClose();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('reports the room\'s events as presence and says so while the other party is not there', async () => {
    const { FakeApi, created } = fakeJitsi();
    loadJitsiApi.mockResolvedValue(FakeApi);
    const fetchMock = mockFetch(api());
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const reported = () => callsTo(fetchMock, '/booking/12/presence', 'POST').map(([, init]) => JSON.parse(init.body));

    act(() => created[0].api.listeners.videoConferenceJoined());
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the other party to join…');
    act(() => created[0].api.listeners.participantJoined());
    await waitFor(() => expect(screen.queryByText(/Waiting for the other party/)).not.toBeInTheDocument());
    act(() => created[0].api.listeners.participantLeft());
    expect(await screen.findByText(/Waiting for the other party/)).toBeInTheDocument();

    await waitFor(() => expect(reported()).toHaveLength(3));
    expect(reported().map((r) => r.event)).toEqual(['videoConferenceJoined', 'participantJoined', 'participantLeft']);
    for (const r of reported()) expect(new Date(r.at).toISOString()).toBe(r.at);
  });

  it('sends a heartbeat every 30 seconds while in the room, and stops on leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { FakeApi, created } = fakeJitsi();
      loadJitsiApi.mockResolvedValue(FakeApi);
      const fetchMock = mockFetch(api());
      renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
      await waitFor(() => expect(created).toHaveLength(1));
      const beats = () => callsTo(fetchMock, '/booking/12/presence', 'POST').filter(([, i]) => JSON.parse(i.body).event === 'heartbeat');
      await act(async () => vi.advanceTimersByTime(60000));
      expect(beats()).toHaveLength(0);
      act(() => created[0].api.listeners.videoConferenceJoined());
      await act(async () => vi.advanceTimersByTime(29000));
      expect(beats()).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(beats()).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(30000));
      expect(beats()).toHaveLength(2);
      act(() => created[0].api.listeners.videoConferenceLeft());
      await act(async () => vi.advanceTimersByTime(90000));
      expect(beats()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says calls end after 5 minutes on the public development service', async () => {
    const { FakeApi } = fakeJitsi();
    loadJitsiApi.mockResolvedValue(FakeApi);
    mockFetch(api({ room: [200, { mode: 'public', domain: 'meet.jit.si', scriptUrl: 'https://meet.jit.si/external_api.js',
      roomName: 'r', callLimitMinutes: 5 }] }));
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    expect(await screen.findByText('Development video: calls on meet.jit.si end after 5 minutes.')).toBeInTheDocument();
  });

  it('says the meeting is expired when the live check fails, and opens no room', async () => {
    mockFetch(api({ live: false }));
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    expect(await screen.findByText('This meeting is expired.')).toBeInTheDocument();
    expect(loadJitsiApi).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back to my dashboard' })).toBeInTheDocument();
  });

  it('says so plainly when the video service cannot be reached, and tries again', async () => {
    const { FakeApi, created } = fakeJitsi();
    loadJitsiApi.mockRejectedValueOnce(new Error('offline'));
    mockFetch(api());
    const user = userEvent.setup();
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    expect(await screen.findByText(VIDEO_UNREACHABLE)).toBeInTheDocument();
    expect(window.__cerebroJitsiOptions.configOverwrite.startWithAudioMuted).toBe(true);
    loadJitsiApi.mockResolvedValueOnce(FakeApi);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.queryByText(VIDEO_UNREACHABLE)).not.toBeInTheDocument();
  });

  it('before the room opens, says when it opens (the server’s words) instead of expired', async () => {
    const fetchMockBooking = { ...BOOKING, startCountDownTime: 1800 };
    mockFetch((url) => {
      if (url.includes('/booking/12/meeting')) return [409, { message: 'The meeting room opens at 09:50 (Colombo time).' }];
      if (url.includes('/booking/validate/')) return [200, false];
      if (url.includes('/booking/12')) return [200, fetchMockBooking];
      return [404, {}];
    });
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    expect(await screen.findByText('The meeting room opens at 09:50 (Colombo time).')).toBeInTheDocument();
    expect(screen.queryByText('This meeting is expired.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(loadJitsiApi).not.toHaveBeenCalled();
  });

  it('explains when the session is not available (no such booking yet)', async () => {
    mockFetch(() => [404, { message: 'Not found' }]);
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    expect(await screen.findByText(/not available/)).toBeInTheDocument();
  });
});
