import { Suspense } from 'react';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { lazyWith } from '../../i18n/index.js';

// The admin's pages do not load the consultant catalogue, where the payout words are (they are
// the consultant's too): the batch fetches it with its own code.
const PayoutBatchTable = lazyWith(['consultant'], () => import('./PayoutBatchTable.jsx'));

/** The admin's Payouts tab: a period's batch, its CSV for the bank, each line marked paid. */
export default function PayoutBatch() {
  return (
    <Suspense fallback={<InlineSpinner />}>
      <PayoutBatchTable />
    </Suspense>
  );
}
