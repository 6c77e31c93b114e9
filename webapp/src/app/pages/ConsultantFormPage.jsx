import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { saveProfileRecord, selectAuth } from '../../features/auth/authSlice.js';
import { CATEGORY_LIST_ERROR, useCategories } from '../../features/categories/categoriesApi.js';
import ConsultantProfileForm from '../../features/consultant/components/ConsultantProfileForm.jsx';

/** /consultantform and /updateconsultant: create the consultant profile, or update it. */
export default function ConsultantFormPage() {
  const auth = useSelector(selectAuth);
  const { categories, isError: categoriesFailed } = useCategories();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const consultantId = auth.consultantId;

  const onSaved = ({ consultant, created, message }) => {
    dispatch(saveProfileRecord('consultant', { id: consultant.id ?? consultantId, imageUrl: consultant.imageUrl || null, timeZone: consultant.timeZone }));
    if (created) {
      dispatch(alertSuccess('Your profile is saved. We will review it shortly.'));
      navigate('/consultantdashboard', { replace: true });
    } else {
      dispatch(alertSuccess(message));
    }
  };

  return (
    <>
      <PageHeader
        title="Consultant Profile"
        lead={
          consultantId
            ? 'Keep your profile up to date. Consultees see your name, picture, category, description and rate.'
            : 'Tell consultees who you are and what a session with you costs. We review every new profile.'
        }
      />
      <section className="section">
        <Container className="narrow">
          {categoriesFailed && <Alert variant="warning">{CATEGORY_LIST_ERROR}</Alert>}
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
