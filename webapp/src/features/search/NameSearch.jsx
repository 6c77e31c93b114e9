import { useState } from 'react';
import { useLingui } from '@lingui/react';

const loadTypeahead = () => import('./ConsultantTypeahead.jsx');

/**
 * The home page's search by name. The typeahead (and its positioning library, a quarter of the page's
 * code) is loaded when someone reaches for the field, not on every visit: until then a plain input of
 * the same size stands in. It stays, focused, while the code loads (a Suspense fallback would be a new
 * element and lose the focus); then the typeahead takes its place, the focus and what was typed.
 */
export default function NameSearch() {
  const { _ } = useLingui();
  const [Typeahead, setTypeahead] = useState(null);
  const [typed, setTyped] = useState('');
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    loadTypeahead().then(
      (module) => setTypeahead(() => module.default),
      () => setLoading(false), // offline: the next focus tries again
    );
  };
  if (Typeahead) return <Typeahead initialQuery={typed} takeFocus />;
  return (
    <div className="consultant-typeahead">
      <label htmlFor="consultant-name-search" className="visually-hidden">
        {_('public.typeahead.label')}
      </label>
      <input
        id="consultant-name-search"
        className="form-control form-control-lg"
        placeholder={_('public.typeahead.placeholder')}
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onFocus={load}
        onPointerEnter={load}
      />
    </div>
  );
}
