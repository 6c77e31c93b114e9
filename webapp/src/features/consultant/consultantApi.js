// The consultant's own data on the app's RTK Query API: the profile, the slots with the
// availability that creates them, and the earnings. The bookings are the sessions feature's
// (sessionsApi.js). Saving the profile invalidates 'Profile'; adding availability and deleting a
// slot invalidate 'Slot', so the slot table refreshes itself.
import { useSelector } from 'react-redux';
import { api, asList, onSuccess } from '../../app/api.js';
import profileEditing from '../../lib/profileEditing.js';
import { hideLoading, showLoading } from '../../components/feedback/appSlice.js';
import { STATUS } from './profileSchema.js';

const id = (v) => encodeURIComponent(v);

export const consultantApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /consultant/{id}: the profile, with the private fields for its owner. */
    consultantProfile: build.query({
      query: (consultantId) => ({ url: `/consultant/${id(consultantId)}` }),
      providesTags: ['Profile'],
    }),
    /**
     * {id, profile}: creates the profile (POST /consultant/, status PENDING_APPROVAL) when there is
     * no id yet, else updates it (PUT /consultant/{id}); the answer is the saved consultant.
     */
    saveConsultantProfile: build.mutation({
      query: ({ id: consultantId, profile }) =>
        consultantId
          ? { url: `/consultant/${id(consultantId)}`, method: 'PUT', body: profile }
          : { url: '/consultant/', method: 'POST', body: profile },
      invalidatesTags: onSuccess(['Profile']),
    }),
    /** GET /consultant/{id}/slots: every slot of the consultant, current and expired. */
    consultantOwnSlots: build.query({
      query: (consultantId) => ({ url: `/consultant/${id(consultantId)}/slots` }),
      transformResponse: asList,
      providesTags: ['Slot'],
    }),
    /**
     * POST /cerebroslot with the availability payload. The answer's first value (an info
     * message, '<n> slots created') is the result.
     */
    addAvailability: build.mutation({
      query: (payload) => ({ url: '/cerebroslot', method: 'POST', body: payload }),
      transformResponse: (answer) => (answer && (answer.message ?? Object.values(answer)[0])) || '',
      invalidatesTags: onSuccess(['Slot']),
    }),
    /** DELETE /cerebroslot/{id}: an AVAILABLE slot only (409 otherwise). */
    deleteSlot: build.mutation({
      query: (slotId) => ({ url: `/cerebroslot/${id(slotId)}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(['Slot']),
    }),
    /** {consultantId, startDate, endDate}: the earnings report of a period, with the loading flag up. */
    consultantEarnings: build.query({
      query: ({ consultantId, startDate, endDate }) => ({ url: '/consultant/earnings', query: { consultantId, startDate, endDate } }),
      providesTags: ['Earnings'],
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        dispatch(showLoading());
        await queryFulfilled.catch(() => {});
        dispatch(hideLoading());
      },
    }),
  }),
});

export const {
  useConsultantProfileQuery,
  useConsultantOwnSlotsQuery,
  useAddAvailabilityMutation,
  useDeleteSlotMutation,
  useConsultantEarningsQuery,
} = consultantApi;

/** How often the dashboard asks again whether an admin has approved a profile in review. */
export const REVIEW_POLL_MS = 60 * 1000;

/**
 * The signed-in consultant's profile for their dashboard: asked for whenever the dashboard opens,
 * and every minute while it waits for an admin's approval (so the dashboard opens by itself).
 */
export function useOwnConsultantProfile(consultantId) {
  const inReview = useSelector((state) => {
    const status = consultantApi.endpoints.consultantProfile.select(consultantId)(state).data?.status;
    return Boolean(status) && status !== STATUS.VERIFIED;
  });
  return useConsultantProfileQuery(consultantId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: inReview ? REVIEW_POLL_MS : 0,
  });
}

// What lib/useProfileEditor.jsx takes: a selector of {data, status}, the load and the save.
const editing = profileEditing('consultant', {
  load: consultantApi.endpoints.consultantProfile,
  save: consultantApi.endpoints.saveConsultantProfile,
});
export const selectConsultantProfile = editing.select;
export const fetchConsultantProfile = editing.fetch;
export const saveConsultantProfile = editing.save;
