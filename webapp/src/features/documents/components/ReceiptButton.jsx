import { useLingui } from '@lingui/react';
import { isPaidInvoice } from '../../../lib/invoiceStatus.js';
import { downloadReceipt } from '../documentsApi.js';
import DownloadButton from './DownloadButton.jsx';

/** "Download receipt" (PDF) of a paid invoice; nothing for an invoice not paid. */
export default function ReceiptButton({ invoice, className = '' }) {
  const { _ } = useLingui();
  if (!isPaidInvoice(invoice?.status)) return null;
  const reference = invoice.cref || String(invoice.id);
  return (
    <DownloadButton
      className={className}
      download={() => downloadReceipt(invoice)}
      label={_('documents.receipt.download')}
      busyLabel={_('documents.receipt.busy')}
      aria-label={_('documents.receipt.downloadOf', { reference })}
    />
  );
}
