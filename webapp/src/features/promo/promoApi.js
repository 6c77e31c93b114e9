// Promo codes (issue 34, point 6), on the app's RTK Query API: the admin lists the codes with their uses
// and creates new ones. Booking with a code invalidates the list (uses change), so it refetches.
import { api, asList } from '../../app/api.js';

const promoApi = api.enhanceEndpoints({ addTagTypes: ['Promo'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /promoCodes: [{id, code, percentOff, amountOff (cents), validFrom, validTo (Colombo dates),
     * maxUses, maxUsesPerPerson (0: no limit), firstBookingOnly, categoryIds, uses, createdAt}].
     */
    promoCodes: build.query({
      query: () => ({ url: '/promoCodes' }),
      transformResponse: asList,
      providesTags: ['Promo'],
    }),
    /** POST /promoCodes: 201 with the code; 400 naming the field, 409 for a code taken already. */
    createPromoCode: build.mutation({
      query: (body) => ({ url: '/promoCodes', method: 'POST', body }),
      invalidatesTags: (r, e) => (e ? [] : ['Promo']),
    }),
  }),
});

export const { usePromoCodesQuery, useCreatePromoCodeMutation } = promoApi;
