import Badge from 'react-bootstrap/Badge';
import { invoiceStatusView } from '../../../lib/invoiceStatus.js';

/** An invoice's status as a coloured badge: PENDING, PENDING APPROVAL, FAILED or SUCCESS. */
export default function InvoiceStatusBadge({ status }) {
  const view = invoiceStatusView(status);
  return (
    <Badge bg={view.variant} text={view.variant === 'warning' || view.variant === 'info' ? 'dark' : undefined} className="status-badge">
      {view.label}
    </Badge>
  );
}
