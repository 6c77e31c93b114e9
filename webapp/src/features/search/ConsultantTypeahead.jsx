import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AsyncTypeahead } from 'react-bootstrap-typeahead';
import 'react-bootstrap-typeahead/css/Typeahead.css';
import Avatar from '../../components/Avatar.jsx';
import RatingSummary from '../../components/RatingSummary.jsx';
import { formatPrice } from '../../lib/format.js';
import { consultantName, searchApi } from './searchApi.js';

export const TYPEAHEAD_DELAY_MS = 350;

/**
 * Search consultants by name as you type (debounced API search); choosing one opens /profile/{id}.
 * NameSearch mounts it in place of a plain input the visitor was already in: `takeFocus` moves the
 * focus over, and `initialQuery` (what they typed meanwhile) is searched for as it arrives.
 */
export default function ConsultantTypeahead({ delay = TYPEAHEAD_DELAY_MS, size = 'lg', initialQuery = '', takeFocus = false }) {
  const navigate = useNavigate();
  const [options, setOptions] = useState([]);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const typeahead = useRef(null);
  const initialSearched = useRef(false);

  const onSearch = useCallback(async (query) => {
    const ticket = ++latest.current;
    setLoading(true);
    setFailed(false);
    try {
      const found = await searchApi.findByName(query);
      if (ticket === latest.current) setOptions(found);
    } catch {
      if (ticket === latest.current) {
        setOptions([]);
        setFailed(true);
      }
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

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

  return (
    <div className="consultant-typeahead">
      <label htmlFor="consultant-name-search" className="visually-hidden">
        Search consultants by name
      </label>
      <AsyncTypeahead
        id="consultant-name-typeahead"
        inputProps={{ id: 'consultant-name-search', 'aria-label': 'Search consultants by name' }}
        size={size}
        ref={typeahead}
        onFocus={onFocus}
        defaultInputValue={initialQuery}
        isLoading={isLoading}
        delay={delay}
        minLength={1}
        onSearch={onSearch}
        onChange={onChange}
        options={options}
        filterBy={() => true}
        labelKey={(c) => consultantName(c)}
        placeholder="Type consultant name here..."
        emptyLabel={failed ? 'Search is unavailable right now. Please try again.' : 'No matches found.'}
        searchText="Searching…"
        promptText="Type to search…"
        useCache={false}
        renderMenuItemChildren={(c) => (
          <div className="d-flex align-items-center gap-2 py-1">
            <Avatar src={c.imageUrl} size={32} />
            <div className="lh-sm text-truncate">
              <div className="fw-semibold text-truncate">{consultantName(c)}</div>
              <small className="text-muted">
                {[c.categoryName, c.slotRate ? `${formatPrice(c.slotRate)} / ${c.slotSize} min` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
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
