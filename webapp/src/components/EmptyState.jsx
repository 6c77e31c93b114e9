/** A centred message for an empty list, with an icon and an optional action below. */
export default function EmptyState({ icon = 'bi-calendar-x', message, children }) {
  return (
    <div className="empty-state" role="status">
      <i className={`bi ${icon}`} aria-hidden="true" />
      <p className="mb-2">{message}</p>
      {children}
    </div>
  );
}
