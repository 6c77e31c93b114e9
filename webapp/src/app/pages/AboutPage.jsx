import { Link } from 'react-router-dom';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import PageHeader from '../../components/PageHeader.jsx';

const VALUES = [
  { icon: 'bi-patch-check', title: 'Trust first', text: 'Every consultant is reviewed before they can take a booking, and every payment is tied to a clear invoice.' },
  { icon: 'bi-clock-history', title: 'Your time matters', text: 'Sessions are booked by the slot, start on time and end on time, with a countdown on your dashboard.' },
  { icon: 'bi-people', title: 'Fair to both sides', text: 'Consultants set their own rates and keep 70% of every fee; consultees get clear refund rules.' },
];

/** 'Who We Are'. */
export default function AboutPage() {
  return (
    <>
      <PageHeader title="Who We Are" lead="Cerebro connects people who need advice with professionals who can give it." />
      <section className="section">
        <Container className="narrow prose">
          <p>
            Cerebro began in Sri Lanka in 2018 with a simple idea: getting expert advice should not mean taking a
            day off work, travelling into Colombo and waiting in a queue. A short, focused conversation with the
            right person is often all it takes.
          </p>
          <p>
            On Cerebro, professionals such as lawyers, doctors, engineers, accountants, tutors, counsellors and
            architects publish the times they are free, as bookable slots with a fixed length and price. Anyone
            can search for the expertise they need, book a slot, pay securely and meet the consultant on video,
            from a laptop or a phone.
          </p>
          <p>
            We look after the parts in between: we verify consultants before they go live, handle payments by
            card or bank slip, send reminders, host the video room and make sure consultants are paid. After each
            session both sides rate each other, so quality stays visible.
          </p>
        </Container>
      </section>
      <section className="section section-alt" aria-labelledby="values">
        <Container>
          <h2 id="values" className="section-title">
            What we stand for
          </h2>
          <Row className="g-4">
            {VALUES.map((v) => (
              <Col md={4} key={v.title}>
                <div className="value-card h-100">
                  <i className={`bi ${v.icon}`} aria-hidden="true" />
                  <h3 className="h5 mt-3">{v.title}</h3>
                  <p className="text-muted mb-0">{v.text}</p>
                </div>
              </Col>
            ))}
          </Row>
          <div className="text-center mt-5">
            <Link to="/signupconsultee" className="btn btn-primary btn-lg me-sm-2 mb-2">
              Book a consultation
            </Link>
            <Link to="/signupconsultant" className="btn btn-outline-primary btn-lg mb-2">
              Become a consultant
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
