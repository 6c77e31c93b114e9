// The app's routes (spec §2). Hash routing: see main.jsx. Unknown paths go to the user's default page
// (Home for visitors).
import AppLayout from './AppLayout.jsx';
import RouteError from './RouteError.jsx';
import HomePage from './pages/HomePage.jsx';
import ServicesPage from './pages/ServicesPage.jsx';
import AboutPage from './pages/AboutPage.jsx';
import ContactPage from './pages/ContactPage.jsx';
import PolicyPage from './pages/PolicyPage.jsx';
import SearchPage from './pages/SearchPage.jsx';
import ConsultantProfilePage from './pages/ConsultantProfilePage.jsx';
import { PRIVACY_POLICY, REFUND_POLICY, TERMS } from './pages/policies.js';
import LoginPage from '../features/auth/components/LoginPage.jsx';
import SignupPage from '../features/auth/components/SignupPage.jsx';
import ResetPasswordPage from '../features/auth/components/ResetPasswordPage.jsx';
import UpdatePasswordPage from '../features/auth/components/UpdatePasswordPage.jsx';
import VerifyEmailPage from '../features/auth/components/VerifyEmailPage.jsx';
import { DefaultRedirect, GuestOnly, RequireRole } from '../features/auth/components/RequireRole.jsx';
import ConsulteeDashboardPage from './pages/ConsulteeDashboardPage.jsx';
import ConsulteeProfilePage from './pages/ConsulteeProfilePage.jsx';
import MyBookingsPage from './pages/MyBookingsPage.jsx';
import PaymentGatePage from './pages/PaymentGatePage.jsx';
import PaymentResultPage from './pages/PaymentResultPage.jsx';
import SlipUploadPage from './pages/SlipUploadPage.jsx';
import ErrorPage from './pages/ErrorPage.jsx';
import RequireConsulteeProfile from './RequireConsulteeProfile.jsx';
import ConsultantDashboardPage from './pages/ConsultantDashboardPage.jsx';
import ConsultantFormPage from './pages/ConsultantFormPage.jsx';
import AdminDashboardPage from './pages/AdminDashboardPage.jsx';
import AdminProfilePage from './pages/AdminProfilePage.jsx';
import VideoPage from './pages/VideoPage.jsx';
import RequireConsultantProfile from './RequireConsultantProfile.jsx';
import { ROLES } from '../lib/roles.js';

const guest = (el) => <GuestOnly>{el}</GuestOnly>;
const only = (role, el) => <RequireRole roles={[role]}>{el}</RequireRole>;
// A consultee page that needs the consultee's profile (else the profile form opens).
const consultee = (el) => only(ROLES.CONSULTEE, <RequireConsulteeProfile>{el}</RequireConsulteeProfile>);
// A consultant page that needs the consultant's profile (else the profile form opens).
const consultant = (el) => only(ROLES.CONSULTANT, <RequireConsultantProfile>{el}</RequireConsultantProfile>);

export const routes = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      // Public
      { index: true, element: guest(<HomePage />) },
      { path: 'aboutus', element: <AboutPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'contactus', element: <ContactPage /> },
      { path: 'privacy-policy', element: <PolicyPage policy={PRIVACY_POLICY} /> },
      { path: 'refund-policy', element: <PolicyPage policy={REFUND_POLICY} /> },
      { path: 'terms-conditions', element: <PolicyPage policy={TERMS} /> },
      { path: 'login', element: guest(<LoginPage />) },
      { path: 'signupconsultee', element: guest(<SignupPage role={ROLES.CONSULTEE} />) },
      { path: 'signupconsultant', element: guest(<SignupPage role={ROLES.CONSULTANT} />) },
      { path: 'resetpassword', element: <ResetPasswordPage /> },
      { path: 'updatepassword/:token', element: <UpdatePasswordPage /> },
      { path: 'verify-email/:token', element: <VerifyEmailPage /> },
      { path: 'profile/:id', element: <ConsultantProfilePage /> },
      { path: 'searchconsultant/*', element: <SearchPage /> },
      { path: 'error', element: <ErrorPage /> },

      // Consultee
      { path: 'consulteedashboard', element: consultee(<ConsulteeDashboardPage />) },
      { path: 'consulteeform', element: only(ROLES.CONSULTEE, <ConsulteeProfilePage />) },
      { path: 'updateconsultee', element: only(ROLES.CONSULTEE, <ConsulteeProfilePage />) },
      { path: 'mybookings', element: consultee(<MyBookingsPage />) },
      { path: 'payment-gate', element: consultee(<PaymentGatePage />) },
      { path: 'payment-gate/success', element: consultee(<PaymentResultPage status="success" />) },
      { path: 'payment-gate/failed', element: consultee(<PaymentResultPage status="failed" />) },
      { path: 'slipupload', element: consultee(<SlipUploadPage />) },
      { path: 'slip-upload', element: consultee(<SlipUploadPage />) },

      // Consultant
      { path: 'consultantdashboard', element: consultant(<ConsultantDashboardPage />) },
      { path: 'myappoinments', element: consultant(<ConsultantDashboardPage />) },
      { path: 'consultantform', element: only(ROLES.CONSULTANT, <ConsultantFormPage />) },
      { path: 'updateconsultant', element: only(ROLES.CONSULTANT, <ConsultantFormPage />) },

      // Consultant and consultee: the video session of a booking
      {
        path: 'video/:id',
        element: <RequireRole roles={[ROLES.CONSULTANT, ROLES.CONSULTEE]}><VideoPage /></RequireRole>,
      },

      // Admin
      { path: 'admindashboard', element: only(ROLES.ADMIN, <AdminDashboardPage />) },
      { path: 'updateadmin', element: only(ROLES.ADMIN, <AdminProfilePage />) },

      { path: '*', element: <DefaultRedirect /> },
    ],
  },
];
