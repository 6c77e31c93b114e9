import { http } from '../../lib/http.js';

export const categoriesApi = {
  /** GET /consultantCategory: [{id, name, thumbnail}]. */
  list: () => http.get('/consultantCategory'),
};
