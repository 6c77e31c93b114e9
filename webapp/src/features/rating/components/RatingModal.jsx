import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useLingui } from '@lingui/react';
import Avatar from '../../../components/Avatar.jsx';
import { colomboSpan, formatNumber, formatTime, formatWeekday, sriLankaTimeBeside, TIME_ZONE } from '../../../lib/format.js';
import { isRated, MAX_COMMENT, RATING_MESSAGES, ratingTitle, UNRATED } from '../ratingViews.js';
import StarInput from './StarInput.jsx';
import useResetOnChange from '../../../lib/useResetOnChange.js';

/**
 * When the rated session was, in the viewer's zone ("Tue, 14 May 2030 · 9:00 AM – 9:30 AM"), with Sri
 * Lanka time beside it when the viewer's clock differs.
 */
function SlotWhen({ details }) {
  const { _ } = useLingui();
  const { start, end } = colomboSpan(details.slotDate, details.slotStartTime, details.slotEndTime);
  if (Number.isNaN(start)) return null;
  const clocks = (zone) => `${formatTime(start, zone)} – ${formatTime(end, zone)}`;
  return (
    <div className="text-muted small">
      {`${formatWeekday(start)} · ${clocks()}`}
      {sriLankaTimeBeside(start) && (
        <small className="d-block sri-lanka-time">{_('common.sriLankaTime', { time: clocks(TIME_ZONE) })}</small>
      )}
    </div>
  );
}

/**
 * The rating modal: 'Rate Consultant' for consultees, 'Rate Consultee' for consultants;
 * the counterpart's picture (or a default avatar), name, slot date and times, 5 stars and a comment.
 * Rate needs stars; Skip submits what is there, which with no stars (-1) tells the server
 * the prompt was dismissed: it will not open again, and the session can still be rated later.
 * `onSubmit({rate, comment})` saves; `onClose()` closes without saving.
 */
export default function RatingModal({ show, role, details, busy = false, error, onSubmit, onClose }) {
  const { _ } = useLingui();
  const [stars, setStars] = useState(UNRATED);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState(null);

  useResetOnChange(show ? `${details?.bookingRateId}/${details?.bookingId}` : null, (opened) => {
    if (opened) {
      setStars(UNRATED);
      setComment('');
      setProblem(null);
    }
  });

  const rate = () => {
    if (!isRated(stars)) return setProblem(RATING_MESSAGES.stars);
    return onSubmit({ rate: stars, comment });
  };
  const skip = () => onSubmit({ rate: stars, comment });

  const title = ratingTitle(role);
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="rating-modal-title" backdrop={busy ? 'static' : true}>
      <Modal.Header closeButton={!busy} closeLabel={_('common.close')}>
        <Modal.Title id="rating-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {details && (
          <div className="rating-who d-flex align-items-center gap-3 mb-3">
            <Avatar src={details.imageUrl} size={64} alt={details.imageUrl && details.name ? _('booking.rating.picture', { name: details.name }) : ''} />
            <div>
              <div className="fw-semibold fs-5">{details.name}</div>
              <SlotWhen details={details} />
            </div>
          </div>
        )}
        {error && (
          <Alert variant="danger" className="py-2" role="alert">
            {error}
          </Alert>
        )}
        <StarInput
          value={stars}
          onChange={(n) => {
            setStars(n);
            setProblem(null);
          }}
          label={_('booking.rating.yourRating')}
          invalid={Boolean(problem)}
          describedBy={problem ? 'rating-stars-error' : undefined}
        />
        {problem && (
          <div className="invalid-feedback d-block" id="rating-stars-error">
            {problem}
          </div>
        )}
        <Form.Group controlId="rating-comment" className="mt-3">
          <Form.Label>{_('booking.rating.comment')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={MAX_COMMENT}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby="rating-comment-count"
          />
          <Form.Text id="rating-comment-count" muted>
            {formatNumber(comment.length)}/{formatNumber(MAX_COMMENT, { useGrouping: false })}
          </Form.Text>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={skip} disabled={busy}>
          {_('booking.rating.skip')}
        </Button>
        <Button variant="primary" onClick={rate} disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {_('booking.rating.rate')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
