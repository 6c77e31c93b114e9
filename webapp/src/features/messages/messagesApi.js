// A booking's thread, on the app's RTK Query API: the messages between its two parties, writing one,
// uploading an attachment, and the viewer's unread counts. Reading a thread marks it read on the
// server, so it invalidates the counts; writing invalidates the thread.
import { api } from '../../app/api.js';

const id = (v) => encodeURIComponent(v);

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** bookingId → {bookingId, note, open, openUntil, messages: [{id, from, fromName, mine, text, at, attachments}]}. */
    thread: build.query({
      query: (bookingId) => ({ url: `/booking/${id(bookingId)}/messages` }),
      providesTags: (result, error, bookingId) => [{ type: 'Message', id: bookingId }],
      async onQueryStarted(bookingId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(messagesApi.util.invalidateTags([{ type: 'Message', id: 'UNREAD' }]));
        } catch {
          // the page shows the failure
        }
      },
    }),
    /** {bookingId, text, attachmentIds} → the message written (201). */
    postMessage: build.mutation({
      query: ({ bookingId, text, attachmentIds = [] }) => ({
        url: `/booking/${id(bookingId)}/messages`,
        method: 'POST',
        body: { text, attachmentIds },
      }),
      invalidatesTags: (result, error, { bookingId }) => (error ? [] : [{ type: 'Message', id: bookingId }]),
    }),
    /** {bookingId, file} → {id, fileName, mediaType, bytes, url}: the file waits for the next message. */
    uploadAttachment: build.mutation({
      query: ({ bookingId, file }) => {
        const form = new FormData();
        form.append('file', file);
        return { url: `/booking/${id(bookingId)}/attachments`, method: 'POST', body: form };
      },
    }),
    /** The viewer's unread messages: {total, byBooking: {bookingId: n}}; asked again every minute. */
    unreadMessages: build.query({
      query: () => ({ url: '/messages/unread' }),
      providesTags: [{ type: 'Message', id: 'UNREAD' }],
    }),
  }),
});

export const { useThreadQuery, usePostMessageMutation, useUploadAttachmentMutation, useUnreadMessagesQuery } = messagesApi;
