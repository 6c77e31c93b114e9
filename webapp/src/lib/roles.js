// Account types and the pages each one owns. Every role has its own dashboard and
// profile route; the top-bar dropdown and the default redirects read them from here. Labels are
// message ids (common catalogue).
import { i18n } from '../i18n/index.js';

export const ROLES = {
  CONSULTANT: 'CONSULTANT',
  CONSULTEE: 'CONSULTEE',
  ADMIN: 'ADMIN',
};

const ROLE_PAGES = {
  CONSULTEE: {
    label: 'common.role.consultee',
    dashboard: '/consulteedashboard',
    profile: '/updateconsultee',
    form: '/consulteeform',
    extra: [
      { to: '/mybookings', label: 'common.menu.myBookings', icon: 'bi-list-check' },
      { to: '/account', label: 'common.menu.account', icon: 'bi-shield-check' },
    ],
  },
  CONSULTANT: {
    label: 'common.role.consultant',
    dashboard: '/consultantdashboard',
    profile: '/updateconsultant',
    form: '/consultantform',
    extra: [{ to: '/account', label: 'common.menu.account', icon: 'bi-shield-check' }],
  },
  ADMIN: {
    label: 'common.role.admin',
    dashboard: '/admindashboard',
    profile: '/updateadmin',
    form: '/admindashboard',
  },
};

/** The role of a user object: the first entry of its roles. */
export function roleOf(user) {
  const roles = user?.roles;
  return Array.isArray(roles) && roles.length > 0 ? roles[0] : null;
}

/** The pages of a role (label, dashboard, profile, form), or null for an unknown role. */
export function rolePages(role) {
  return ROLE_PAGES[role] ?? null;
}

/** Human label for an account type in the current language, e.g. "Consultee". */
export function roleLabel(role) {
  const id = ROLE_PAGES[role]?.label;
  return id ? i18n._(id) : '';
}

/**
 * Where a user lands by default: visitors on Home; a consultant or consultee without a profile yet
 * on their profile form, otherwise on their dashboard; an admin on the admin dashboard.
 */
export function defaultPathFor({ loggedIn, type, consultantId, consulteeId }) {
  if (!loggedIn) return '/';
  const pages = rolePages(type);
  if (!pages) return '/';
  if (type === ROLES.CONSULTANT && !consultantId) return pages.form;
  if (type === ROLES.CONSULTEE && !consulteeId) return pages.form;
  return pages.dashboard;
}
