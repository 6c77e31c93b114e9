import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format.js';
import { useLazyCardHolderQuery, useVerifyAccountMutation } from '../refundSettlementApi.js';

/**
 * Card money goes back only to the card holder's own account: for a card payment's transfer the admin
 * asks PayHere for the name on the card, sees it beside the account the consultee typed, and verifies
 * the account before the transfer can be marked made (and not before the card's chargeback window).
 */
export function cardTransferReady(refund, now = new Date()) {
  if (refund.method !== 'ONLINE') return true;
  if (!refund.verifiedCardHolder) return false;
  return !refund.transferAllowedFrom || new Date(refund.transferAllowedFrom) <= now;
}

export default function CardHolderCheck({ refund, answer }) {
  const { _ } = useLingui();
  const [ask, card] = useLazyCardHolderQuery();
  const [verify, verifying] = useVerifyAccountMutation();
  const account = refund.refundAccount;
  if (refund.method !== 'ONLINE') return null;
  const from = refund.transferAllowedFrom && new Date(refund.transferAllowedFrom);
  const waiting = from && from > new Date() && (
    <div className="small text-muted" data-testid="transfer-from">
      {_('admin.settle.cardHolder.from', { date: formatDate(from) })}
    </div>
  );
  if (refund.verifiedCardHolder) {
    return (
      <div className="small mt-1">
        <span className="badge bg-success text-wrap text-start me-1">
          <i className="bi bi-shield-check me-1" aria-hidden="true" />
          {_('admin.settle.cardHolder.verified', { name: refund.verifiedCardHolder })}
        </span>
        {waiting}
      </div>
    );
  }
  return (
    <div className="small mt-1">
      <div className="text-warning-emphasis">{_('admin.settle.cardHolder.needed')}</div>
      {card.data && (
        <div className="mt-1" data-testid="card-holder">
          {_('admin.settle.cardHolder.name', { name: card.data.cardHolder, card: card.data.cardNo })}
        </div>
      )}
      {card.isError && <div className="text-danger">{card.error?.message || _('admin.settle.cardHolder.failed')}</div>}
      {account && !card.data && (
        <Button size="sm" variant="outline-primary" className="mt-1" disabled={card.isFetching} onClick={() => ask(refund.id)}>
          {card.isFetching ? _('admin.settle.cardHolder.checking') : _('admin.settle.cardHolder.check')}
        </Button>
      )}
      {account && card.data && (
        <Button
          size="sm"
          variant="outline-success"
          className="mt-1"
          disabled={verifying.isLoading}
          onClick={() => answer(verify({ id: refund.id, accountName: account.accountName, accountNumber: account.accountNumber }))}
        >
          {_('admin.settle.cardHolder.verify')}
        </Button>
      )}
      {waiting}
    </div>
  );
}
