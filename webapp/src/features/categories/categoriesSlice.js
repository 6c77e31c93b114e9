// The consultant categories (id, name, thumbnail), loaded once and shared by every page.
import { createSlice } from '@reduxjs/toolkit';
import { categoriesApi } from './categoriesApi.js';
import { apiThunk, asList } from '../../lib/apiThunk.js';

export const CATEGORY_LIST_ERROR = 'Failed to get category list. Please try again.';

/** Loads the category list unless it is already loaded or loading. */
export const fetchCategories = apiThunk('categories/fetch', async () => asList(await categoriesApi.list()), {
  condition: (_arg, { getState }) => {
    const { status } = getState().categories;
    return status !== 'loading' && status !== 'succeeded';
  },
});

const categoriesSlice = createSlice({
  name: 'categories',
  initialState: { items: [], status: 'idle' },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCategories.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCategories.fulfilled, (state, action) => {
        state.items = action.payload;
        state.status = 'succeeded';
      })
      .addCase(fetchCategories.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

export default categoriesSlice.reducer;
export const selectCategories = (state) => state.categories.items;
export const selectCategoriesStatus = (state) => state.categories.status;
