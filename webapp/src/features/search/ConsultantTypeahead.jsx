import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { AsyncTypeahead } from 'react-bootstrap-typeahead';
import 'react-bootstrap-typeahead/css/Typeahead.css';
import Avatar from '../../components/Avatar.jsx';
import RatingSummary from '../../components/RatingSummary.jsx';
import { formatPrice } from '../../lib/format.js';
import { consultantName, TYPEAHEAD_ROWS } from './searchApi.js';
import { useLazySearchConsultantsQuery } from './discoveryApi.js';
import { categoryLabel } from '../categories/index.js';

export const TYPEAHEAD_DELAY_MS = 350;
const NONE = [];

/**
 * Search consultants by name as you type (debounced API search); choosing one opens /profile/{id}.
 * NameSearch mounts it in place of a plain input the visitor was already in: `takeFocus` moves the
 * focus over, and `initialQuery` (what they typed meanwhile) is searched for as it arrives. The
 * options are the answer to the latest search only (RTK Query's current data).
 */
export default function ConsultantTypeahead({ delay = TYPEAHEAD_DELAY_MS, size = 'lg', initialQuery = '', takeFocus = false }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [search, { currentData, isFetching, isError }] = useLazySearchConsultantsQuery();
  const options = Array.isArray(currentData?.pageData) ? currentData.pageData : NONE;
  const typeahead = useRef(null);
  const initialSearched = useRef(false);

  // Stable: the typeahead re-creates its debounce, dropping a search on the way, when this changes.
  const onSearch = useCallback((query) => search({ name: query, rows: TYPEAHEAD_ROWS }), [search]);

  // In the same task as the swap (a layout effect), so no keystroke falls between; the caret after
  // what was typed.
  useLayoutEffect(() => {
    const input = takeFocus ? typeahead.current?.getInput() : null;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);

  const onFocus = () => {
    if (!initialQuery || initialSearched.current) return;
    initialSearched.current = true;
    onSearch(initialQuery);
  };

  const onChange = (selected) => {
    const c = selected[0];
    if (c?.id != null) navigate(`/profile/${c.id}`);
  };

  const rate = (c) => (c.slotRate ? _('public.typeahead.rate', { price: formatPrice(c.slotRate), minutes: c.slotSize }) : null);

  return (
    <div className="consultant-typeahead">
      <label htmlFor="consultant-name-search" className="visually-hidden">
        {_('public.typeahead.label')}
      </label>
      <AsyncTypeahead
        id="consultant-name-typeahead"
        inputProps={{ id: 'consultant-name-search', 'aria-label': _('public.typeahead.label') }}
        size={size}
        ref={typeahead}
        onFocus={onFocus}
        defaultInputValue={initialQuery}
        isLoading={isFetching}
        delay={delay}
        minLength={1}
        onSearch={onSearch}
        onChange={onChange}
        options={options}
        filterBy={() => true}
        labelKey={(c) => consultantName(c)}
        placeholder={_('public.typeahead.placeholder')}
        emptyLabel={isError ? _('public.typeahead.unavailable') : _('public.typeahead.noMatches')}
        searchText={_('public.typeahead.searching')}
        promptText={_('public.typeahead.prompt')}
        useCache={false}
        renderMenuItemChildren={(c) => (
          <div className="d-flex align-items-center gap-2 py-1">
            <Avatar src={c.imageUrl} size={32} />
            <div className="lh-sm text-truncate">
              <div className="fw-semibold text-truncate">{consultantName(c)}</div>
              <small className="text-muted">{[categoryLabel(c.categoryName), rate(c)].filter(Boolean).join(' · ')}</small>
              <div className="small">
                <RatingSummary average={c.averageRating} count={c.ratingCount} />
              </div>
            </div>
          </div>
        )}
      />
    </div>
  );
}
