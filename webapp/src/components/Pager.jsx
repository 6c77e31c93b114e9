import Pagination from 'react-bootstrap/Pagination';
import { useLingui } from '@lingui/react';

/**
 * Page links: first, previous, the current page with two either side, next, last: a
 * handful of links that stay on one line, however many pages there are.
 * `more` says there are pages past totalPages (a search stops counting far ahead): an ellipsis
 * follows the last counted page, Next stays open and Last is off, since the end is not known.
 */
export default function Pager({ page, totalPages, more = false, onChange, label }) {
  const { _ } = useLingui();
  if (!totalPages || (totalPages <= 1 && !more)) return null;
  const from = Math.max(1, page - 2);
  const to = Math.min(totalPages, page + 2);
  const pages = [];
  for (let p = from; p <= to; p += 1) pages.push(p);
  const atEnd = page >= totalPages && !more;
  return (
    <nav aria-label={label ?? _('common.pager.pages')} className="d-flex justify-content-center">
      <Pagination className="mb-0">
        <Pagination.First disabled={page <= 1} onClick={() => onChange(1)} aria-label={_('common.pager.first')} />
        <Pagination.Prev disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={_('common.pager.previous')} />
        {pages.map((p) => (
          <Pagination.Item key={p} active={p === page} onClick={() => onChange(p)} aria-label={_('common.pager.page', { page: p })}>
            {p}
          </Pagination.Item>
        ))}
        {more && to === totalPages && <Pagination.Ellipsis disabled aria-label={_('common.pager.more')} />}
        <Pagination.Next disabled={atEnd} onClick={() => onChange(page + 1)} aria-label={_('common.pager.next')} />
        <Pagination.Last disabled={more || page >= totalPages} onClick={() => onChange(totalPages)} aria-label={_('common.pager.last')} />
      </Pagination>
    </nav>
  );
}
