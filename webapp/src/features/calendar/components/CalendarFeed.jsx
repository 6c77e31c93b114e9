import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { subscribeLinks, useCalendarFeedQuery, useRotateCalendarFeedMutation } from '../calendarApi.js';

/**
 * "Your sessions in your calendar": the signed-in person's private feed address, to copy or open in a
 * calendar app, and a new address when the old one was shared by mistake (the old stops at once).
 */
export default function CalendarFeed() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { data, isError } = useCalendarFeedQuery();
  const [rotate, { isLoading: rotating }] = useRotateCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);
  const url = data?.url;
  const links = subscribeLinks(url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(alertSuccess(_('calendar.copied')));
    } catch {
      dispatch(alertError(_('calendar.copyFailed')));
    }
  };
  const renew = async () => {
    setConfirming(false);
    try {
      await rotate().unwrap();
      dispatch(alertSuccess(_('calendar.rotated')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    }
  };

  if (isError) return null;
  return (
    <Card className="mt-4 calendar-feed">
      <Card.Body>
        <h2 className="h5">
          <i className="bi bi-calendar-week me-2" aria-hidden="true" />
          {_('calendar.heading')}
        </h2>
        <p className="mb-2">{_('calendar.text')}</p>
        <InputGroup className="mb-2">
          <Form.Control readOnly value={url ?? ''} aria-label={_('calendar.address')} onFocus={(e) => e.target.select()} />
          <Button variant="outline-primary" onClick={copy} disabled={!url}>
            <i className="bi bi-clipboard me-1" aria-hidden="true" />
            {_('calendar.copy')}
          </Button>
        </InputGroup>
        {links && (
          <div className="d-flex flex-wrap gap-2 mb-2">
            <a className="btn btn-sm btn-primary" href={links.google} target="_blank" rel="noopener noreferrer">
              {_('calendar.google')}
            </a>
            <a className="btn btn-sm btn-outline-primary" href={links.webcal}>
              {_('calendar.open')}
            </a>
          </div>
        )}
        <p className="small text-body-secondary mb-2">{_('calendar.private')}</p>
        {confirming ? (
          <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label={_('calendar.rotate')}>
            <span className="small">{_('calendar.rotateWarning')}</span>
            <Button size="sm" variant="danger" onClick={renew}>{_('calendar.rotateConfirm')}</Button>
            <Button size="sm" variant="link" onClick={() => setConfirming(false)}>{_('calendar.keep')}</Button>
          </div>
        ) : (
          <Button size="sm" variant="link" className="px-0" onClick={() => setConfirming(true)} disabled={rotating || !url}>
            {_('calendar.rotate')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
