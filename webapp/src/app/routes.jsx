// The app's routes: published paths that mails and bookmarks link to, so they do not change. Hash routing: see main.jsx. Unknown paths go to the user's default page
// (Home for visitors). Every page is its own chunk, fetched when first opened (React.lazy; AppLayout
// shows a spinner meanwhile), so a visitor's first load carries the layout and the page they asked
// for, not the dashboards, forms and video room.
import { matchRoutes, useRoutes } from 'react-router-dom';
import AppLayout from './AppLayout.jsx';
import { DefaultRedirect, GuestOnly, RequireRole } from '../features/auth/components/RequireRole.jsx';
import RequireConsulteeProfile from './RequireConsulteeProfile.jsx';
import RequireConsultantProfile from './RequireConsultantProfile.jsx';
import { ROLES } from '../lib/roles.js';
import { lazyWith } from '../i18n/index.js';

const guest = (el) => <GuestOnly>{el}</GuestOnly>;
const only = (role, el) => <RequireRole roles={[role]}>{el}</RequireRole>;
const consulteeOnly = (el) => only(ROLES.CONSULTEE, el);
const consultantOnly = (el) => only(ROLES.CONSULTANT, el);
const adminOnly = (el) => only(ROLES.ADMIN, el);
// A consultee page that needs the consultee's profile (else the profile form opens).
const consultee = (el) => consulteeOnly(<RequireConsulteeProfile>{el}</RequireConsulteeProfile>);
// A consultant page that needs the consultant's profile (else the profile form opens).
const consultant = (el) => consultantOnly(<RequireConsultantProfile>{el}</RequireConsultantProfile>);
const party = (el) => <RequireRole roles={[ROLES.CONSULTANT, ROLES.CONSULTEE]}>{el}</RequireRole>;
const open = (el) => el;

// The message catalogues (src/locales/{lang}/{name}.json) each kind of page shows, besides "common".
const PUBLIC = ['public'];
const PROFILE = ['public', 'reviews'];
const AUTH = ['auth'];
const POLICIES = ['public', 'policies'];
const PRIVACY_POLICY = ['public', 'policies', 'privacy'];
const ACCOUNT = ['privacy', 'phone'];
const CONSULTEE = ['consultee', 'profile', 'sessions', 'booking', 'messages', 'calendar', 'favourites', 'documents', 'promo', 'push'];
const CONSULTANT = ['consultant', 'profile', 'sessions', 'booking', 'messages', 'calendar', 'credentials', 'documents', 'push'];
const MESSAGES = ['messages'];
const BOOKING = ['booking'];
const ADMIN = ['admin', 'profile', 'booking', 'reviews', 'credentials', 'documents', 'promo'];

/**
 * A route whose page module is loaded on first visit, with the catalogues it shows (`texts`): `load`
 * imports it, `guard` wraps the page (a role check, which runs before the page's code is fetched),
 * `props` are given to it.
 */
function page(path, load, { texts = PUBLIC, guard = open, props = {}, index = false } = {}) {
  const Page = lazyWith(texts, load);
  const element = guard(<Page {...props} />);
  const handle = { preload: Page.preload };
  return index ? { index: true, element, handle } : { path, element, handle };
}

const home = () => import('./pages/HomePage.jsx');
const policy = () => import('./pages/PolicyPage.jsx');
const signup = () => import('../features/auth/components/SignupPage.jsx');
const consulteeProfile = () => import('./pages/ConsulteeProfilePage.jsx');
const paymentResult = () => import('./pages/PaymentResultPage.jsx');
const slipUpload = () => import('./pages/SlipUploadPage.jsx');
const consultantDashboard = () => import('./pages/ConsultantDashboardPage.jsx');
const consultantForm = () => import('./pages/ConsultantFormPage.jsx');

export const routes = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      // Public
      page('', home, { guard: guest, index: true }),
      page('aboutus', () => import('./pages/AboutPage.jsx')),
      page('services', () => import('./pages/ServicesPage.jsx'), { texts: POLICIES }),
      page('contactus', () => import('./pages/ContactPage.jsx')),
      page('privacy-policy', policy, { texts: PRIVACY_POLICY, props: { name: 'privacy' } }),
      page('refund-policy', policy, { texts: POLICIES, props: { name: 'refund' } }),
      page('terms-conditions', policy, { texts: POLICIES, props: { name: 'terms' } }),
      page('login', () => import('../features/auth/components/LoginPage.jsx'), { texts: AUTH, guard: guest }),
      page('signupconsultee', signup, { texts: AUTH, guard: guest, props: { role: ROLES.CONSULTEE } }),
      page('signupconsultant', signup, { texts: AUTH, guard: guest, props: { role: ROLES.CONSULTANT } }),
      page('resetpassword', () => import('../features/auth/components/ResetPasswordPage.jsx'), { texts: AUTH }),
      page('updatepassword/:token', () => import('../features/auth/components/UpdatePasswordPage.jsx'), { texts: AUTH }),
      page('verify-email/:token', () => import('../features/auth/components/VerifyEmailPage.jsx'), { texts: AUTH }),
      page('profile/:id', () => import('./pages/ConsultantProfilePage.jsx'), { texts: PROFILE }),
      page('searchconsultant/*', () => import('./pages/SearchPage.jsx')),
      page('error', () => import('./pages/ErrorPage.jsx')),

      // Consultee
      page('consulteedashboard', () => import('./pages/ConsulteeDashboardPage.jsx'), { texts: CONSULTEE, guard: consultee }),
      page('consulteeform', consulteeProfile, { texts: CONSULTEE, guard: consulteeOnly }),
      page('updateconsultee', consulteeProfile, { texts: CONSULTEE, guard: consulteeOnly }),
      page('mybookings', () => import('./pages/MyBookingsPage.jsx'), { texts: CONSULTEE, guard: consultee }),
      page('payment-gate', () => import('./pages/PaymentGatePage.jsx'), { texts: BOOKING, guard: consultee }),
      page('payment-gate/success', paymentResult, { texts: BOOKING, guard: consultee, props: { status: 'success' } }),
      page('payment-gate/failed', paymentResult, { texts: BOOKING, guard: consultee, props: { status: 'failed' } }),
      page('slipupload', slipUpload, { texts: BOOKING, guard: consultee }),
      page('slip-upload', slipUpload, { texts: BOOKING, guard: consultee }),

      // Consultant
      page('consultantdashboard', consultantDashboard, { texts: CONSULTANT, guard: consultant }),
      page('myappoinments', consultantDashboard, { texts: CONSULTANT, guard: consultant }),
      page('consultantform', consultantForm, { texts: CONSULTANT, guard: consultantOnly }),
      page('updateconsultant', consultantForm, { texts: CONSULTANT, guard: consultantOnly }),

      // Consultant and consultee: their data (download it, close the account), the video session of a booking
      page('account', () => import('./pages/AccountDataPage.jsx'), { texts: ACCOUNT, guard: party }),
      page('video/:id', () => import('./pages/VideoPage.jsx'), { texts: BOOKING, guard: party }),
      // …and the thread of a booking (the mails about new messages link here)
      page('messages/:id', () => import('./pages/MessagesPage.jsx'), { texts: MESSAGES, guard: party }),

      // Admin
      page('admindashboard', () => import('./pages/AdminDashboardPage.jsx'), { texts: ADMIN, guard: adminOnly }),
      page('updateadmin', () => import('./pages/AdminProfilePage.jsx'), { texts: ADMIN, guard: adminOnly }),

      { path: '*', element: <DefaultRedirect /> },
    ],
  },
];

/**
 * Fetches the page module and catalogues of a path ahead of the first render (main.jsx), so that render
 * is the whole page. Resolves with Promise.allSettled's results, never rejects: the page's own load
 * reports a failure.
 */
export function preloadPage(pathname) {
  const loads = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle?.preload?.());
  return Promise.allSettled(loads);
}

/** The page for the current location, inside the layout. */
export default function AppRoutes() {
  return useRoutes(routes);
}
