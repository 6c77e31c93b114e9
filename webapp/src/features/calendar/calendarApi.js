// A person's calendar feed (issue 34): the private iCalendar address their calendar app subscribes to
// (GET /me/calendar) and a new one that retires the old (POST /me/calendar/rotate).
import { api } from '../../app/api.js';

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query({ query: () => ({ url: '/me/calendar' }), providesTags: ['CalendarFeed'] }),
    rotateCalendarFeed: build.mutation({
      query: () => ({ url: '/me/calendar/rotate', method: 'POST', body: { confirm: true } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(calendarApi.util.upsertQueryData('calendarFeed', undefined, data));
      },
    }),
  }),
});

export const { useCalendarFeedQuery, useRotateCalendarFeedMutation } = calendarApi;

/**
 * The feed's address as calendar apps open it: webcal:// (Apple Calendar and Outlook subscribe on a
 * click), and Google Calendar's "add by URL" link.
 */
export function subscribeLinks(url) {
  if (!url) return null;
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
