// Consultant lookups (spec §7): the typeahead's search by name and one consultant's profile. The
// browse with its filters and sorts is discoveryApi.js.
import { http } from '../../lib/http.js';

export const TYPEAHEAD_ROWS = 8;
export const BROWSE_ROWS = 12;

export const searchApi = {
  /** Consultants whose name contains `part`, for the typeahead. Resolves with a list. */
  findByName: async (part) => {
    const res = await http.get('/consultant', { query: { consultantName: part, rows: TYPEAHEAD_ROWS } });
    return Array.isArray(res?.pageData) ? res.pageData : [];
  },

  /** One consultant's public profile. */
  getConsultant: (id) => http.get(`/consultant/${encodeURIComponent(id)}`),
};

/** The name to show for a consultant: their display name, else first and last name. */
export function consultantName(c) {
  if (!c) return '';
  return c.displayName?.trim() || [c.firstName, c.lastName].filter(Boolean).join(' ');
}
