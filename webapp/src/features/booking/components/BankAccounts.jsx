import { Trans, useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { COMPANY } from '../../../lib/company.js';
import { useCompanyBanksQuery } from '../bookingApi.js';
import { bankLabel } from './SlipUploadForm.jsx';

/** The company's bank accounts with their numbers, so people know where to pay. */
export default function BankAccounts() {
  const { _ } = useLingui();
  const { data: banks = [], isLoading } = useCompanyBanksQuery();
  if (isLoading) return <InlineSpinner label={_('booking.banks.loading')} />;
  if (banks.length === 0) {
    return <p className="text-muted mb-0">{_('booking.banks.none')}</p>;
  }
  return (
    <ul className="list-unstyled bank-accounts mb-0">
      {banks.map((b) => (
        <li key={b.id}>
          <span className="d-block fw-semibold">{bankLabel(b)}</span>
          <span className="d-block small text-muted">{_('booking.banks.accountName', { name: COMPANY.legalName })}</span>
          <span className="d-block">
            <Trans id="booking.banks.accountNumber" values={{ number: b.accNumber }} components={{ 0: <strong className="acc-number" /> }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
