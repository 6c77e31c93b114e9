import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Avatar from '../../components/Avatar.jsx';
import PageHeader from '../../components/PageHeader.jsx';
import { selectAuth } from '../../features/auth/authSlice.js';

/** /updateadmin: the admin's own account. */
export default function AdminProfilePage() {
  const { _ } = useLingui();
  const auth = useSelector(selectAuth);
  return (
    <>
      <PageHeader title={_('admin.profile.title')} lead={_('admin.profile.lead')} />
      <section className="section">
        <Container className="narrow">
          <Card className="form-card">
            <Card.Body className="d-flex flex-wrap align-items-center gap-3">
              <Avatar size={72} />
              <div className="flex-grow-1">
                <div className="fw-semibold fs-5">{auth.username}</div>
                <div className="text-muted">{auth.user?.email}</div>
                <div className="small text-muted">{_('admin.profile.role')}</div>
              </div>
              <Link to="/admindashboard" className="btn btn-primary">
                <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
                {_('admin.page.title')}
              </Link>
            </Card.Body>
          </Card>
          <p className="text-muted small mt-3">
            <Trans id="admin.profile.password" components={{ 0: <Link to="/resetpassword" /> }} />
          </p>
        </Container>
      </section>
    </>
  );
}
