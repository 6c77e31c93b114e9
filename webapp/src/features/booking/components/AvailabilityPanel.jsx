import { Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Trans, useLingui } from '@lingui/react';
import { alertError } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { colomboToday, formatAmount } from '../../../lib/format.js';
import { lazyWith } from '../../../i18n/index.js';
import { useSlotsOnDateQuery } from '../bookingApi.js';
import { useAvailableDaysQuery } from '../../search/index.js';
import { bookSlots, browse, quoteSlots, selectBrowsing, toggleSlot, totalPrice } from '../bookingSlice.js';
import AvailabilitySearch from './AvailabilitySearch.jsx';
import OpenDays from './OpenDays.jsx';
import SlotList from './SlotList.jsx';

// The confirm dialog (and the modal code under it) is fetched when someone first books, not with the
// profile page every visitor opens; its texts come with it.
const BookingDialog = lazyWith(['booking', 'promo'], () => import('./BookingDialog.jsx'));

const NOTICE_VARIANT = { signIn: 'info', profile: 'info', selectSlot: 'warning' };

/** Why the booking cannot go on yet: sign in, complete the profile, or tick a slot. */
function Notice({ notice, onClose }) {
  const { _ } = useLingui();
  const location = useLocation();
  return (
    <Alert variant={NOTICE_VARIANT[notice]} className="mt-3 mb-0" role="alert" onClose={onClose} dismissible>
      {notice === 'signIn' && (
        <Trans
          id="booking.panel.signIn"
          components={{
            0: <Link to="/login" state={{ from: location.pathname }} className="alert-link" />,
            1: <Link to="/signupconsultee" className="alert-link" />,
          }}
        />
      )}
      {notice === 'profile' && (
        <>
          {_('booking.panel.completeProfile')}{' '}
          <Link to="/consulteeform" className="alert-link">
            {_('booking.panel.completeProfileLink')}
          </Link>
        </>
      )}
      {notice === 'selectSlot' && _('booking.panel.selectSlot')}
    </Alert>
  );
}

/**
 * "Book again" (…/profile/{id}?again=1, from a previous booking, a favourite or the mail of a watch):
 * once the consultant's open days are known, the first is picked and the panel scrolled into view.
 * The same request as OpenDays' (one fetch).
 */
function useBookAgain(consultantId, pickDate) {
  const [params] = useSearchParams();
  const again = params.get('again') === '1';
  const { data } = useAvailableDaysQuery({ id: consultantId }, { skip: !again });
  const done = useRef(false);
  const first = data?.availableDays?.[0];
  useEffect(() => {
    if (!again || !first || done.current) return;
    done.current = true;
    pickDate(first);
    document.querySelector('.booking-panel')?.scrollIntoView?.({ block: 'start' });
  }, [again, first, pickDate]);
}

/**
 * Availability and booking on a consultant's profile: pick a date, tick slots, press
 * 'Book with Cerebro', confirm slots, cost and payment method, then go on to pay. Dates are Sri Lanka
 * dates; times are the viewer's. `viewer` is {loggedIn, isConsultee, consulteeId} of whoever is looking.
 */
export default function AvailabilityPanel({ consultantId, consultantName, viewer }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const browsing = useSelector(selectBrowsing);
  const today = colomboToday();
  const mine = String(browsing.consultantId) === String(consultantId);
  const date = mine && browsing.date ? browsing.date : today;
  const selected = mine ? browsing.selected : [];
  // Slots change as others book: asked afresh whenever the panel or its date is shown.
  const slots = useSlotsOnDateQuery({ consultantId, date }, { refetchOnMountOrArgChange: true });
  const [notice, setNotice] = useState(null); // 'signIn' | 'profile' | 'selectSlot'
  const [dialog, setDialog] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false); // stays mounted after, to animate its closing
  const [busy, setBusy] = useState(false);
  const [promoError, setPromoError] = useState(null); // the server's refusal of the promo code
  // One Idempotency-Key per confirm: a retry of the same confirm (after a lost answer or a busy
  // server) reuses it and gets the first request's invoice, never a second hold.
  const attempt = useRef(null);

  useEffect(() => {
    if (!mine) dispatch(browse({ consultantId, date: today }));
  }, [mine, consultantId, today, dispatch]);

  const pickDate = (d) => dispatch(browse({ consultantId, date: d }));
  useBookAgain(consultantId, pickDate);

  const onBook = () => {
    if (!viewer.loggedIn || !viewer.isConsultee) return setNotice('signIn');
    if (!viewer.consulteeId) return setNotice('profile');
    if (selected.length === 0) return setNotice('selectSlot');
    setNotice(null);
    setDialogWanted(true);
    return setDialog(true);
  };

  // Apply in the dialog: what the ticked slots cost with the code ({data} or {error}), nothing held.
  const onQuote = async (promoCode) => {
    const result = await dispatch(quoteSlots({ consulteeId: viewer.consulteeId, consultantId, promoCode }));
    if (quoteSlots.fulfilled.match(result)) return { data: result.payload };
    return { error: result.payload?.message ? result.payload : { message: unexpectedErrorMessage() } };
  };

  // Booking (or its refusal) invalidates the slots: the list asks again by itself.
  const onConfirm = async (method, note, promoCode = '') => {
    setBusy(true);
    setPromoError(null);
    const request = `${method}:${selected.map((s) => s.id).join(',')}:${note}:${promoCode}`;
    if (attempt.current?.request !== request) attempt.current = { request, key: newIdempotencyKey() };
    const result = await dispatch(
      bookSlots({ consulteeId: viewer.consulteeId, consultantId, method, note, promoCode, idempotencyKey: attempt.current.key }),
    );
    setBusy(false);
    if (bookSlots.fulfilled.match(result) || !mayHaveHeld(result.payload)) attempt.current = null;
    // A refused promo code held nothing: the dialog stays open with the reason under the field.
    if (result.payload?.code?.startsWith('promo.')) {
      const { code, values, message } = result.payload;
      setPromoError({ code, values, message: message || unexpectedErrorMessage() });
      return;
    }
    setDialog(false);
    if (bookSlots.fulfilled.match(result)) {
      const { to, state, error } = result.payload;
      if (error) dispatch(alertError(error));
      navigate(to, { state });
      return;
    }
    dispatch(alertError(result.payload?.message || unexpectedErrorMessage()));
  };

  return (
    <Card className="booking-panel">
      <Card.Body>
        <h2 className="h4 mb-1">{_('booking.panel.title')}</h2>
        <p className="text-muted mb-3">{_('booking.panel.lead')}</p>
        <AvailabilitySearch date={date} min={today} onSearch={pickDate} busy={slots.isFetching} />
        <OpenDays consultantId={consultantId} date={date} onPick={pickDate} />
        <div className="mt-3 slot-area" aria-live="polite">
          <SlotList
            slots={slots.data ?? []}
            loading={slots.isFetching}
            failed={slots.isError}
            date={date}
            selectedIds={selected.map((s) => s.id)}
            onToggle={(slot) => {
              setNotice(null);
              dispatch(toggleSlot(slot));
            }}
          />
        </div>
        {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      </Card.Body>
      <Card.Footer className="booking-panel-footer">
        <div className="booking-selection" aria-live="polite">
          {selected.length > 0 ? (
            <Trans
              id="booking.panel.selected"
              values={{ count: selected.length, total: formatAmount(totalPrice(selected)) }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          ) : (
            <span className="text-muted">{_('booking.panel.noneSelected')}</span>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2">
          {viewer.loggedIn && viewer.isConsultee && (
            <Link to="/consulteedashboard" className="btn btn-outline-primary">
              <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
              {_('booking.panel.dashboard')}
            </Link>
          )}
          <Button variant="accent" onClick={onBook}>
            <i className="bi bi-calendar-check me-2" aria-hidden="true" />
            {_('booking.panel.book')}
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
            promoError={promoError}
            onHide={() => {
              setPromoError(null);
              setDialog(false);
            }}
            onConfirm={onConfirm}
            onQuote={onQuote}
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
