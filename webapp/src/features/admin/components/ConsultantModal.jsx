import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Avatar from '../../../components/Avatar.jsx';
import { formatAnyDate, formatPrice } from '../../../lib/format.js';
import { fullName, genderLabel, phoneOf } from '../adminViews.js';
import BankChangeNotice from './BankChangeNotice.jsx';
import ConsultantDecision, { LiftSuspension } from './ConsultantDecision.jsx';
import { ConsultantStatusBadge } from './StatusBadges.jsx';
import { categoryLabel } from '../../categories/index.js';
import { CredentialsReview } from '../../credentials/index.js';
import { MonthlyStatement } from '../../documents/index.js';

function Facts({ title, items }) {
  return (
    <section className="mb-3">
      <h3 className="invoice-section-title">{title}</h3>
      <dl className="detail-list">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className="text-muted">—</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * 'View Consultant': every detail of a consultant, bank details included; Approve or Reject
 * (with a reason) one whose status is PENDING_APPROVAL, Suspend (with a reason) a verified one, lift a
 * suspension. `onApprove(consultant)`; `onChanged()` after any other change (a decision with a reason, a
 * lifted suspension, confirmed bank details), which the lists show through their tags; `onClose()`.
 */
export default function ConsultantModal({ consultant, categoryName, busy = false, onApprove, onChanged, onClose }) {
  const { _ } = useLingui();
  const c = consultant;
  return (
    <Modal show={Boolean(c)} onHide={onClose} centered size="lg" aria-labelledby="consultant-modal-title" scrollable>
      {c && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="consultant-modal-title" as="h2" className="h5">
              {_('admin.consultant.title')}
            </Modal.Title>
          </Modal.Header>
          {/* It scrolls on a phone: focusable, so the keyboard can scroll it too. */}
          <Modal.Body tabIndex={0}>
            <div className="d-flex align-items-center gap-3 mb-4">
              <Avatar src={c.imageUrl} size={72} alt={c.imageUrl ? _('admin.consultant.picture', { name: fullName(c) }) : ''} />
              <div>
                <div className="fs-5 fw-semibold">{c.displayName || fullName(c)}</div>
                <div className="text-muted">{categoryLabel(c.categoryName || categoryName)}</div>
                <ConsultantStatusBadge status={c.status} />
              </div>
            </div>
            <BankChangeNotice consultant={c} onDone={onChanged} />
            <CredentialsReview consultantId={c.id} />
            <Row className="gx-5">
              <Col md={6}>
                <Facts
                  title={_('admin.consultant.personal')}
                  items={[
                    [_('admin.field.name'), fullName(c)],
                    [_('admin.consultant.displayName'), c.displayName],
                    [_('admin.field.gender'), genderLabel(_, c.gender)],
                    [_('admin.consultant.birthday'), formatAnyDate(c.birthday)],
                    [_('admin.field.age'), c.age ? String(c.age) : ''],
                    [_('admin.field.email'), c.email],
                    [_('admin.field.phone'), phoneOf(c)],
                    [_('admin.field.country'), c.country],
                    [_('admin.consultant.timeZone'), c.timeZone ?? ''],
                  ]}
                />
              </Col>
              <Col md={6}>
                <Facts
                  title={_('admin.consultant.practice')}
                  items={[
                    [_('admin.field.category'), categoryLabel(c.categoryName || categoryName)],
                    [_('admin.consultant.experience'), c.experience != null ? _('admin.consultant.years', { years: c.experience }) : ''],
                    [_('admin.field.slotSize'), c.slotSize ? _('admin.slotSizeMins', { minutes: c.slotSize }) : ''],
                    [_('admin.field.slotRate'), c.slotRate ? formatPrice(c.slotRate) : ''],
                    [_('admin.consultant.currency'), c.currency],
                  ]}
                />
                <Facts
                  title={_('admin.consultant.bankDetails')}
                  items={[
                    [_('admin.consultant.bank'), c.bank],
                    [_('admin.consultant.bankBranch'), c.bankBranch],
                    [_('admin.consultant.accNumber'), c.accNumber],
                  ]}
                />
              </Col>
            </Row>
            <section>
              <h3 className="invoice-section-title">{_('admin.consultant.description')}</h3>
              <p className="profile-about mb-0">{c.about}</p>
            </section>
            {c.status !== 'PENDING_APPROVAL' && <MonthlyStatement consultantId={c.id} headingLevel={3} />}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {_('admin.close')}
            </Button>
            {c.status === 'PENDING_APPROVAL' && (
              <ConsultantDecision key={`reject-${c.id}`} kind="reject" consultant={c} disabled={busy} onDone={onChanged} />
            )}
            {c.status === 'VERIFIED' && (
              <ConsultantDecision key={`suspend-${c.id}`} kind="suspend" consultant={c} disabled={busy} onDone={onChanged} />
            )}
            {c.status === 'SUSPENDED' && <LiftSuspension consultant={c} disabled={busy} onDone={onChanged} />}
            {c.status === 'PENDING_APPROVAL' && (
              <Button variant="success" onClick={() => onApprove(c)} disabled={busy}>
                <i className="bi bi-check2-circle me-2" aria-hidden="true" />
                {_('admin.approve')}
              </Button>
            )}
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
