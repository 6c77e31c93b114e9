import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Trans, useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ConfirmDialog from '../../../components/ConfirmDialog.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertInfo, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { withLoading } from '../../../components/feedback/appSlice.js';
import { colomboInstant, formatTime, formatWeekday } from '../../../lib/format.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { useConsultantOwnSlotsQuery, useDeleteSlotMutation } from '../consultantApi.js';
import AddAvailabilityModal from './AddAvailabilityModal.jsx';
import SlotTable from './SlotTable.jsx';

const byStart = (a, b) => `${a.startDate} ${a.startTime}`.localeCompare(`${b.startDate} ${b.startTime}`);
const NO_SLOTS = [];

/** Current (soonest first) and expired (latest first) slots, split by the server's isExpired flag. */
export function splitSlots(slots) {
  const current = slots.filter((s) => !s.isExpired).sort(byStart);
  const expired = slots.filter((s) => s.isExpired).sort((a, b) => byStart(b, a));
  return { current, expired };
}

/** What the delete dialog asks about a slot: its day and times in the viewer's zone. */
function DeleteQuestion({ slot }) {
  const start = colomboInstant(slot.startDate, slot.startTime);
  const end = colomboInstant(slot.startDate, slot.endTime);
  return (
    <p className="mb-0">
      <Trans
        id="consultant.slots.deleteText"
        values={{ date: formatWeekday(start), start: formatTime(start), end: formatTime(end) }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}

/**
 * The Time Slots tab: 'Current Time Slots' with delete for available ones, 'Expired Time Slots',
 * and the 'Add Availability' modal. `profile` is the consultant ({id, slotRate, slotSize, currency}).
 * Adding availability and deleting a slot refresh the tables through the 'Slot' tag.
 */
export default function TimeSlots({ profile }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { data: slots = NO_SLOTS, isLoading, isError, refetch } = useConsultantOwnSlotsQuery(profile.id);
  const [deleteSlot] = useDeleteSlotMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(null);

  const confirmDelete = async () => {
    const slot = deleting;
    setDeleting(null);
    try {
      await withLoading(dispatch, () => deleteSlot(slot.id).unwrap());
      dispatch(alertSuccess(_('consultant.slots.deleted')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    }
  };

  const { current, expired } = splitSlots(slots);
  const failed = isError && slots.length === 0;
  const title = _('consultant.slots.current');
  const expiredTitle = _('consultant.slots.expired');
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0">{title}</h2>
        <Button variant="accent" onClick={() => setAdding(true)}>
          <i className="bi bi-calendar-plus me-2" aria-hidden="true" />
          {_('consultant.availability.add')}
        </Button>
      </div>
      {isLoading && <InlineSpinner label={_('consultant.slots.loading')} />}
      {failed && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{_('consultant.slots.failed')}</span>
          <Button variant="outline-danger" size="sm" onClick={refetch}>
            {_('consultant.tryAgain')}
          </Button>
        </Alert>
      )}
      {!isLoading && !failed && current.length === 0 && (
        <EmptyState icon="bi-calendar-plus" message={_('consultant.slots.none')} />
      )}
      {current.length > 0 && <SlotTable slots={current} caption={title} onDelete={setDeleting} limit={20} />}

      <h2 className="h5 mt-5 mb-3">{expiredTitle}</h2>
      {expired.length > 0 ? (
        <SlotTable slots={expired} caption={expiredTitle} limit={5} />
      ) : (
        !isLoading && <p className="text-muted">{_('consultant.slots.noneExpired')}</p>
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
        title={_('consultant.slots.deleteTitle')}
        confirmLabel={_('consultant.slots.delete')}
        cancelLabel={_('consultant.slots.keepIt')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <DeleteQuestion slot={deleting} />}
      </ConfirmDialog>
    </>
  );
}
