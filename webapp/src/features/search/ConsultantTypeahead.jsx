import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AsyncTypeahead } from 'react-bootstrap-typeahead';
import 'react-bootstrap-typeahead/css/Typeahead.css';
import Avatar from '../../components/Avatar.jsx';
import { formatPrice } from '../../lib/format.js';
import { consultantName, searchApi } from './searchApi.js';

export const TYPEAHEAD_DELAY_MS = 350;

/**
 * Search consultants by name as you type (debounced API search); choosing one opens /profile/{id}.
 */
export default function ConsultantTypeahead({ delay = TYPEAHEAD_DELAY_MS, size = 'lg' }) {
  const navigate = useNavigate();
  const [options, setOptions] = useState([]);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

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
            </div>
          </div>
        )}
      />
    </div>
  );
}
