import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { saveProfileRecord, selectAuth } from '../../features/auth/authSlice.js';
import { useCategories } from '../../features/categories/categoriesApi.js';
import ConsultantProfileForm from '../../features/consultant/components/ConsultantProfileForm.jsx';

/** /consultantform and /updateconsultant: create the consultant profile, or update it. */
export default function ConsultantFormPage() {
  const { _ } = useLingui();
  const auth = useSelector(selectAuth);
  const { categories, isError: categoriesFailed } = useCategories();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const consultantId = auth.consultantId;

  const onSaved = ({ consultant, created, message }) => {
    dispatch(saveProfileRecord('consultant', { id: consultant.id ?? consultantId, imageUrl: consultant.imageUrl || null, timeZone: consultant.timeZone }));
    if (created) {
      dispatch(alertSuccess(_('consultant.profile.created')));
      navigate('/consultantdashboard', { replace: true });
    } else {
      dispatch(alertSuccess(message || _('consultant.profile.updated')));
    }
  };

  return (
    <>
      <PageHeader
        title={_('consultant.profile.title')}
        lead={consultantId ? _('consultant.profile.leadUpdate') : _('consultant.profile.leadCreate')}
      />
      <section className="section">
        <Container className="narrow">
          {categoriesFailed && <Alert variant="warning">{_('consultant.profile.categoriesFailed')}</Alert>}
          <ConsultantProfileForm
            consultantId={consultantId}
            email={auth.user?.email ?? auth.username}
            categories={categories}
            initialImageUrl={auth.user?.consultant?.imageUrl}
            onSaved={onSaved}
          />
        </Container>
      </section>
    </>
  );
}
