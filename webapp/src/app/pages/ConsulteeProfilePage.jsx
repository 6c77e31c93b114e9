import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { saveProfileRecord, selectAuth } from '../../features/auth/authSlice.js';
import ConsulteeProfileForm from '../../features/consultee/components/ConsulteeProfileForm.jsx';

/** /consulteeform and /updateconsultee: create the consultee profile, or update it. */
export default function ConsulteeProfilePage() {
  const { _ } = useLingui();
  const auth = useSelector(selectAuth);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const consulteeId = auth.consulteeId;

  const onSaved = ({ consultee, created, message }) => {
    dispatch(saveProfileRecord('consultee', { id: consultee.id ?? consulteeId, imageUrl: consultee.imageUrl || null, timeZone: consultee.timeZone }));
    if (created) {
      dispatch(alertSuccess(_('consultee.profile.created')));
      navigate('/consulteedashboard', { replace: true });
    } else {
      dispatch(alertSuccess(message || _('consultee.profile.updated')));
    }
  };

  return (
    <>
      <PageHeader
        title={_('consultee.profile.title')}
        lead={consulteeId ? _('consultee.profile.leadUpdate') : _('consultee.profile.leadCreate')}
      />
      <section className="section">
        <Container className="narrow">
          <ConsulteeProfileForm
            consulteeId={consulteeId}
            email={auth.user?.email ?? auth.username}
            initialImageUrl={auth.user?.consultee?.imageUrl}
            onSaved={onSaved}
          />
        </Container>
      </section>
    </>
  );
}
