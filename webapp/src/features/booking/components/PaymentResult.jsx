import { Link } from 'react-router-dom';
import Card from 'react-bootstrap/Card';

/** A small illustration: a card with a tick (paid) or a cross (not paid). */
function ResultIllustration({ ok }) {
  const accent = ok ? '#158f82' : '#c0392b';
  return (
    <svg className="result-illustration" viewBox="0 0 160 120" width="160" height="120" role="img"
      aria-label={ok ? 'Payment successful' : 'Payment not completed'}>
      <circle cx="80" cy="60" r="56" fill={ok ? '#e6f4f2' : '#fbeaea'} />
      <rect x="34" y="34" width="82" height="54" rx="8" fill="#17497a" />
      <rect x="34" y="46" width="82" height="10" fill="#0b2540" />
      <rect x="44" y="66" width="30" height="6" rx="3" fill="#8fb3d6" />
      <circle cx="112" cy="84" r="20" fill={accent} stroke="#fff" strokeWidth="4" />
      {ok ? (
        <path d="M102 84l7 7 13-14" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M104 76l16 16M120 76l-16 16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

const COPY = {
  success: {
    title: 'Payment successful',
    text: [
      'Thank you! Your card payment went through.',
      'Your booking is confirmed once the payment is received from PayHere, usually within a minute. You will then find it under Upcoming Bookings on your dashboard, with a countdown to your session.',
    ],
  },
  failed: {
    title: 'Payment not completed',
    text: [
      'The payment was declined or cancelled, and no money was taken.',
      'While the booking is still pending you can try again from My Invoice on your dashboard, or choose other slots.',
    ],
  },
};

/** The page the card gateway returns to: `status` is 'success' or 'failed'. */
export default function PaymentResult({ status }) {
  const ok = status === 'success';
  const copy = COPY[ok ? 'success' : 'failed'];
  return (
    <Card className="payment-result-card shadow-sm">
      <Card.Body className="p-4 p-sm-5 text-center">
        <ResultIllustration ok={ok} />
        <h1 className="h3 mt-3 mb-3">{copy.title}</h1>
        {copy.text.map((p) => (
          <p key={p} className="text-muted">
            {p}
          </p>
        ))}
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
          <Link to={ok ? '/consulteedashboard' : '/consulteedashboard?tab=invoices'} className="btn btn-primary btn-lg px-4">
            Back To Dashboard
          </Link>
          {!ok && (
            <Link to="/searchconsultant/" className="btn btn-outline-primary btn-lg">
              Find a consultant
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
