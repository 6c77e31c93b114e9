import { useSelector } from 'react-redux';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { COMPANY } from '../../../lib/company.js';
import { selectBanks } from '../bookingSlice.js';
import { bankLabel } from './SlipUploadForm.jsx';

/** The company's bank accounts with their numbers, so people know where to pay. */
export default function BankAccounts() {
  const banks = useSelector(selectBanks);
  if (banks.status === 'loading' || banks.status === 'idle') return <InlineSpinner label="Loading bank accounts…" />;
  if (banks.items.length === 0) {
    return <p className="text-muted mb-0">Please contact us for our bank account details.</p>;
  }
  return (
    <ul className="list-unstyled bank-accounts mb-0">
      {banks.items.map((b) => (
        <li key={b.id}>
          <span className="d-block fw-semibold">{bankLabel(b)}</span>
          <span className="d-block small text-muted">Account name: {COMPANY.legalName}</span>
          <span className="d-block">
            Account number <strong className="acc-number">{b.accNumber}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}
