// The audit log (issue 20): every admin action that changed something, newest first. The admin's
// changes (consultantReviewApi.js, adminApi.js, refund/refundSettlementApi.js) invalidate its tag.
import { api } from '../../app/api.js';

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/audit?action=&page=&rows=: {pageData: [{id, adminEmail, action, route, subject, detail, createdAt}], …}. */
    auditLog: build.query({
      query: ({ action = '', page = 1 }) => ({ url: '/admin/audit', query: { action, page, rows: 20 } }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
