import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ConfirmDialog from '../../../components/ConfirmDialog.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertInfo, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatClock, formatDay } from '../../../lib/format.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { deleteSlot, fetchConsultantSlots, selectConsultantSlots } from '../consultantSlice.js';
import AddAvailabilityModal from './AddAvailabilityModal.jsx';
import SlotTable from './SlotTable.jsx';

const byStart = (a, b) => `${a.startDate} ${a.startTime}`.localeCompare(`${b.startDate} ${b.startTime}`);

/** Current (soonest first) and expired (latest first) slots, split by the server's isExpired flag. */
export function splitSlots(slots) {
  const current = slots.filter((s) => !s.isExpired).sort(byStart);
  const expired = slots.filter((s) => s.isExpired).sort((a, b) => byStart(b, a));
  return { current, expired };
}

/**
 * The Time Slots tab: 'Current Time Slots' with delete for available ones, 'Expired Time Slots',
 * and the 'Add Availability' modal. `profile` is the consultant ({id, slotRate, slotSize, currency}).
 */
export default function TimeSlots({ profile }) {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectConsultantSlots);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(null);

  useEffect(() => {
    dispatch(fetchConsultantSlots(profile.id));
  }, [profile.id, dispatch]);

  const confirmDelete = async () => {
    const slot = deleting;
    setDeleting(null);
    const result = await dispatch(deleteSlot({ slotId: slot.id, consultantId: profile.id }));
    if (deleteSlot.fulfilled.match(result)) dispatch(alertSuccess('The slot is deleted.'));
    else dispatch(alertError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE));
  };

  const { current, expired } = splitSlots(items);
  const loading = (status === 'idle' || status === 'loading') && items.length === 0;
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0">Current Time Slots</h2>
        <Button variant="accent" onClick={() => setAdding(true)}>
          <i className="bi bi-calendar-plus me-2" aria-hidden="true" />
          Add Availability
        </Button>
      </div>
      {loading && <InlineSpinner label="Loading your time slots…" />}
      {status === 'failed' && items.length === 0 && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>We could not load your time slots.</span>
          <Button variant="outline-danger" size="sm" onClick={() => dispatch(fetchConsultantSlots(profile.id))}>
            Try again
          </Button>
        </Alert>
      )}
      {!loading && status !== 'failed' && current.length === 0 && (
        <EmptyState icon="bi-calendar-plus" message="You have no upcoming time slots. Add availability so consultees can book you." />
      )}
      {current.length > 0 && <SlotTable slots={current} caption="Current Time Slots" onDelete={setDeleting} limit={20} />}

      <h2 className="h5 mt-5 mb-3">Expired Time Slots</h2>
      {expired.length > 0 ? (
        <SlotTable slots={expired} caption="Expired Time Slots" limit={5} />
      ) : (
        !loading && <p className="text-muted">No expired time slots yet.</p>
      )}

      <AddAvailabilityModal
        show={adding}
        profile={profile}
        onClose={() => setAdding(false)}
        onSaved={(message) => {
          setAdding(false);
          if (message) dispatch(alertInfo(message));
        }}
      />
      <ConfirmDialog
        show={deleting != null}
        title="Delete this slot?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p className="mb-0">
            The slot on <strong>{formatDay(deleting.startDate)}</strong> from {formatClock(deleting.startTime)} to{' '}
            {formatClock(deleting.endTime)} will no longer be offered to consultees.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
