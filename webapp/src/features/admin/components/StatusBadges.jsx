import Badge from 'react-bootstrap/Badge';
import { invoiceStatusView } from '../../../lib/invoiceStatus.js';
import { consultantStatusView } from '../adminViews.js';

const dark = (variant) => (variant === 'warning' || variant === 'info' ? 'dark' : undefined);

/** A consultant's status: Verified (green) or Pending Approval (amber). */
export function ConsultantStatusBadge({ status }) {
  const v = consultantStatusView(status);
  return (
    <Badge bg={v.variant} text={dark(v.variant)} className="status-badge">
      {v.label}
    </Badge>
  );
}

/** An invoice's status: PENDING, PENDING APPROVAL, FAILED or SUCCESS. */
export function InvoiceStatusBadge({ status }) {
  const v = invoiceStatusView(status);
  return (
    <Badge bg={v.variant} text={dark(v.variant)} className="status-badge">
      {v.label}
    </Badge>
  );
}
