import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store.js';
import { callsTo, mockFetch } from '../../test/utils.jsx';
import { checkMeetingLive } from './meetingSlice.js';

describe('meeting slice', () => {
  it('the meeting check is true only for a truthy 200', async () => {
    const store = makeStore();
    const fetchMock = mockFetch(() => [200, true]);
    expect((await store.dispatch(checkMeetingLive(5))).payload).toBe(true);
    expect(callsTo(fetchMock, '/booking/validate/', 'GET')).toHaveLength(1);
    mockFetch(() => [200, false]);
    expect((await store.dispatch(checkMeetingLive(5))).payload).toBe(false);
    mockFetch(() => [404, { message: 'Not found.' }]);
    expect((await store.dispatch(checkMeetingLive(5))).payload).toBe(false);
  });
});
