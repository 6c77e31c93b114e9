import { useLingui } from '@lingui/react';
import Badge from 'react-bootstrap/Badge';
import { invoiceStatusView } from '../../../lib/invoiceStatus.js';
import { consultantStatusView } from '../adminViews.js';

const dark = (variant) => (variant === 'warning' || variant === 'info' ? 'dark' : undefined);

/** A consultant's status: Verified (green), Pending Approval (amber), Rejected (red) or Suspended. */
export function ConsultantStatusBadge({ status }) {
  const { _ } = useLingui();
  const v = consultantStatusView(_, status);
  return (
    <Badge bg={v.variant} text={dark(v.variant)} className="status-badge">
      {v.label}
    </Badge>
  );
}

/** An invoice's status: PENDING, PENDING APPROVAL, FAILED or SUCCESS (words of lib/invoiceStatus.js). */
export function InvoiceStatusBadge({ status }) {
  useLingui(); // the words follow a language switch
  const v = invoiceStatusView(status);
  return (
    <Badge bg={v.variant} text={dark(v.variant)} className="status-badge">
      {v.label}
    </Badge>
  );
}
