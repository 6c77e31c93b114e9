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
 * 'View Consultant' (spec §2): every detail of a consultant, bank details included; Approve or Reject
 * (with a reason) one whose status is PENDING_APPROVAL, Suspend (with a reason) a verified one, lift a
 * suspension. `onApprove(consultant)`, `onRejected()` (any status change with a reason), `onClose()`.
 */
export default function ConsultantModal({ consultant, categoryName, busy = false, onApprove, onRejected, onClose }) {
  const c = consultant;
  return (
    <Modal show={Boolean(c)} onHide={onClose} centered size="lg" aria-labelledby="consultant-modal-title" scrollable>
      {c && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="consultant-modal-title" as="h2" className="h5">
              View Consultant
            </Modal.Title>
          </Modal.Header>
          {/* It scrolls on a phone: focusable, so the keyboard can scroll it too. */}
          <Modal.Body tabIndex={0}>
            <div className="d-flex align-items-center gap-3 mb-4">
              <Avatar src={c.imageUrl} size={72} alt={c.imageUrl ? `Picture of ${fullName(c)}` : ''} />
              <div>
                <div className="fs-5 fw-semibold">{c.displayName || fullName(c)}</div>
                <div className="text-muted">{c.categoryName || categoryName}</div>
                <ConsultantStatusBadge status={c.status} />
              </div>
            </div>
            <BankChangeNotice consultant={c} onDone={onRejected} />
            <Row className="gx-5">
              <Col md={6}>
                <Facts
                  title="Personal details"
                  items={[
                    ['Name', fullName(c)],
                    ['Display Name', c.displayName],
                    ['Gender', genderLabel(c.gender)],
                    ['Birthday', formatAnyDate(c.birthday)],
                    ['Age', c.age ? String(c.age) : ''],
                    ['Email', c.email],
                    ['Phone', phoneOf(c)],
                    ['Country', c.country],
                    ['Time Zone', c.timeZone ?? ''],
                  ]}
                />
              </Col>
              <Col md={6}>
                <Facts
                  title="Practice"
                  items={[
                    ['Category', c.categoryName || categoryName],
                    ['Experience', c.experience != null ? `${c.experience} years` : ''],
                    ['Slot Size', c.slotSize ? `${c.slotSize} Mins` : ''],
                    ['Slot Rate', c.slotRate ? formatPrice(c.slotRate) : ''],
                    ['Currency', c.currency],
                  ]}
                />
                <Facts
                  title="Bank details"
                  items={[
                    ['Bank', c.bank],
                    ['Bank Branch', c.bankBranch],
                    ['ACC Number', c.accNumber],
                  ]}
                />
              </Col>
            </Row>
            <section>
              <h3 className="invoice-section-title">Description</h3>
              <p className="profile-about mb-0">{c.about}</p>
            </section>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              Close
            </Button>
            {c.status === 'PENDING_APPROVAL' && (
              <ConsultantDecision key={`reject-${c.id}`} kind="reject" consultant={c} disabled={busy} onDone={onRejected} />
            )}
            {c.status === 'VERIFIED' && (
              <ConsultantDecision key={`suspend-${c.id}`} kind="suspend" consultant={c} disabled={busy} onDone={onRejected} />
            )}
            {c.status === 'SUSPENDED' && <LiftSuspension consultant={c} disabled={busy} onDone={onRejected} />}
            {c.status === 'PENDING_APPROVAL' && (
              <Button variant="success" onClick={() => onApprove(c)} disabled={busy}>
                <i className="bi bi-check2-circle me-2" aria-hidden="true" />
                Approve
              </Button>
            )}
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
