import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { alertError } from '../../../components/feedback/alertsSlice.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { colomboToday, formatAmount } from '../../../lib/format.js';
import {
  bookSlots,
  fetchSlots,
  MESSAGES,
  selectSelectedSlots,
  selectSlots,
  toggleSlot,
  totalPrice,
} from '../bookingSlice.js';
import AvailabilitySearch from './AvailabilitySearch.jsx';
import OpenDays from './OpenDays.jsx';
import SlotList from './SlotList.jsx';

// The confirm dialog (and the modal code under it) is fetched when someone first books, not with the
// profile page every visitor opens.
const BookingDialog = lazy(() => import('./BookingDialog.jsx'));

/**
 * Availability and booking on a consultant's profile (spec §2, §4): pick a date, tick slots, press
 * 'Book with Cerebro', confirm slots, cost and payment method, then go on to pay.
 * `viewer` is {loggedIn, isConsultee, consulteeId} of whoever is looking.
 */
export default function BookingPanel({ consultantId, consultantName, viewer }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const slots = useSelector(selectSlots);
  const selected = useSelector(selectSelectedSlots);
  const today = colomboToday();
  const [date, setDate] = useState(
    String(slots.consultantId) === String(consultantId) && slots.date ? slots.date : today,
  );
  const [notice, setNotice] = useState(null); // 'signIn' | 'profile' | 'selectSlot'
  const [dialog, setDialog] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false); // stays mounted after, to animate its closing
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per confirm: a retry of the same confirm (after a lost answer or a busy
  // server) reuses it and gets the first request's invoice, never a second hold.
  const attempt = useRef(null);

  useEffect(() => {
    dispatch(fetchSlots({ consultantId, date }));
  }, [consultantId, date, dispatch]);

  const reload = () => dispatch(fetchSlots({ consultantId, date }));
  const shown = String(slots.consultantId) === String(consultantId) ? slots.items : [];

  const onBook = () => {
    if (!viewer.loggedIn || !viewer.isConsultee) return setNotice('signIn');
    if (!viewer.consulteeId) return setNotice('profile');
    if (selected.length === 0) return setNotice('selectSlot');
    setNotice(null);
    setDialogWanted(true);
    return setDialog(true);
  };

  const onConfirm = async (method) => {
    setBusy(true);
    const request = `${method}:${selected.map((s) => s.id).join(',')}`;
    if (attempt.current?.request !== request) attempt.current = { request, key: newIdempotencyKey() };
    const result = await dispatch(
      bookSlots({ consulteeId: viewer.consulteeId, consultantId, method, idempotencyKey: attempt.current.key }),
    );
    setBusy(false);
    if (bookSlots.fulfilled.match(result) || !mayHaveHeld(result.payload)) attempt.current = null;
    setDialog(false);
    reload();
    if (bookSlots.fulfilled.match(result)) {
      const { to, state, error } = result.payload;
      if (error) dispatch(alertError(error));
      navigate(to, { state });
      return;
    }
    dispatch(alertError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE));
  };

  return (
    <Card className="booking-panel">
      <Card.Body>
        <h2 className="h4 mb-1">Availability</h2>
        <p className="text-muted mb-3">Choose a date, tick one or more open cerebroslots and book.</p>
        <AvailabilitySearch date={date} min={today} onSearch={setDate} busy={slots.status === 'loading'} />
        <OpenDays consultantId={consultantId} date={date} onPick={setDate} />
        <div className="mt-3" aria-live="polite">
          <SlotList
            slots={shown}
            status={slots.status}
            date={date}
            selectedIds={selected.map((s) => s.id)}
            onToggle={(slot) => {
              setNotice(null);
              dispatch(toggleSlot(slot));
            }}
          />
        </div>
        {notice && (
          <Alert variant={notice === 'selectSlot' ? 'warning' : 'info'} className="mt-3 mb-0" role="alert" onClose={() => setNotice(null)} dismissible>
            {notice === 'signIn' && (
              <>
                {MESSAGES.signIn}.{' '}
                <Link to="/login" state={{ from: location.pathname }} className="alert-link">
                  Log in
                </Link>{' '}
                or <Link to="/signupconsultee" className="alert-link">sign up as a consultee</Link>.
              </>
            )}
            {notice === 'profile' && (
              <>
                Please complete your profile before booking.{' '}
                <Link to="/consulteeform" className="alert-link">
                  Complete my profile
                </Link>
              </>
            )}
            {notice === 'selectSlot' && MESSAGES.selectSlot}
          </Alert>
        )}
      </Card.Body>
      <Card.Footer className="booking-panel-footer">
        <div className="booking-selection" aria-live="polite">
          {selected.length > 0 ? (
            <>
              <strong>{selected.length}</strong> {selected.length === 1 ? 'cerebroslot' : 'cerebroslots'} selected ·{' '}
              <strong>{formatAmount(totalPrice(selected))}</strong>
            </>
          ) : (
            <span className="text-muted">No cerebroslot selected</span>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2">
          {viewer.loggedIn && viewer.isConsultee && (
            <Link to="/consulteedashboard" className="btn btn-outline-primary">
              <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
              Dashboard
            </Link>
          )}
          <Button variant="accent" onClick={onBook}>
            <i className="bi bi-calendar-check me-2" aria-hidden="true" />
            Book with Cerebro
          </Button>
        </div>
      </Card.Footer>
      {dialogWanted && (
        <Suspense fallback={null}>
          <BookingDialog
            show={dialog}
            slots={selected}
            consultantName={consultantName}
            busy={busy}
            onHide={() => setDialog(false)}
            onConfirm={onConfirm}
          />
        </Suspense>
      )}
    </Card>
  );
}

/** A fresh key for one confirm of the booking dialog. */
function newIdempotencyKey() {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Whether a failed booking request may still have held the slots: no answer, or a busy server. */
function mayHaveHeld(failure) {
  const status = failure?.status ?? 0;
  return status === 0 || status >= 500;
}
