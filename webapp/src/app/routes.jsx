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
import { DefaultRedirect, GuestOnly, RequireRole } from '../features/auth/components/RequireRole.jsx';
import ConsulteeDashboard from '../features/consultee/ConsulteeDashboard.jsx';
import ConsulteeProfileForm from '../features/consultee/ConsulteeProfileForm.jsx';
import ConsultantDashboard from '../features/consultant/ConsultantDashboard.jsx';
import ConsultantProfileForm from '../features/consultant/ConsultantProfileForm.jsx';
import AdminDashboard from '../features/admin/AdminDashboard.jsx';
import AdminProfile from '../features/admin/AdminProfile.jsx';
import { ROLES } from '../lib/roles.js';

const guest = (el) => <GuestOnly>{el}</GuestOnly>;
const only = (role, el) => <RequireRole roles={[role]}>{el}</RequireRole>;

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
      { path: 'profile/:id', element: <ConsultantProfilePage /> },
      { path: 'searchconsultant/*', element: <SearchPage /> },

      // Consultee
      { path: 'consulteedashboard', element: only(ROLES.CONSULTEE, <ConsulteeDashboard />) },
      { path: 'consulteeform', element: only(ROLES.CONSULTEE, <ConsulteeProfileForm />) },
      { path: 'updateconsultee', element: only(ROLES.CONSULTEE, <ConsulteeProfileForm />) },

      // Consultant
      { path: 'consultantdashboard', element: only(ROLES.CONSULTANT, <ConsultantDashboard />) },
      { path: 'consultantform', element: only(ROLES.CONSULTANT, <ConsultantProfileForm />) },
      { path: 'updateconsultant', element: only(ROLES.CONSULTANT, <ConsultantProfileForm />) },

      // Admin
      { path: 'admindashboard', element: only(ROLES.ADMIN, <AdminDashboard />) },
      { path: 'updateadmin', element: only(ROLES.ADMIN, <AdminProfile />) },

      { path: '*', element: <DefaultRedirect /> },
    ],
  },
];
