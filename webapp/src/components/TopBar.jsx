import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import Logo from './Logo.jsx';
import { useLingui } from '@lingui/react';
import useResetOnChange from '../lib/useResetOnChange.js';
import LanguageSwitcher from '../i18n/LanguageSwitcher.jsx';

const AccountMenu = lazy(() => import('./AccountMenu.jsx'));

const PUBLIC_LINKS = [
  { to: '/', label: 'common.nav.home', end: true },
  { to: '/services', label: 'common.nav.services' },
  { to: '/aboutus', label: 'common.nav.about' },
  { to: '/contactus', label: 'common.nav.contact' },
];

/**
 * The top bar. Visitors see the public pages and LOGIN; a logged-in user sees their account menu
 * (AccountMenu). Bootstrap's navbar markup with a few lines of state rather than react-bootstrap's
 * Navbar, which brings its off-canvas and modal code to every visitor's first load.
 */
export default function TopBar({ loggedIn, onLogout, onSignOutEverywhere, onLanguageChosen, ...account }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useResetOnChange(pathname, () => setOpen(false)); // a link followed on a phone closes the menu
  return (
    <nav className="navbar navbar-expand-lg sticky-top topbar">
      <div className="container">
        <Link className="navbar-brand" to="/" aria-label={_('common.nav.brand')}>
          <Logo />
        </Link>
        <div className="language-slot ms-auto me-2 order-lg-last ms-lg-3 me-lg-0">
          <LanguageSwitcher onChosen={onLanguageChosen} />
        </div>
        <button
          type="button"
          className={`navbar-toggler${open ? '' : ' collapsed'}`}
          aria-controls="topbar-nav"
          aria-expanded={open}
          aria-label={_('common.nav.toggle')}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="topbar-nav" className={`navbar-collapse collapse${open ? ' show' : ''}`}>
          <ul className="navbar-nav ms-auto align-items-lg-center">
            {!loggedIn ? (
              <>
                {PUBLIC_LINKS.map((l) => (
                  <li className="nav-item" key={l.to}>
                    <NavLink className="nav-link" to={l.to} end={l.end}>
                      {_(l.label)}
                    </NavLink>
                  </li>
                ))}
                <li className="nav-item ms-lg-2 mt-2 mt-lg-0">
                  <Link to="/login" className="nav-link btn btn-primary btn-login px-4">
                    {_('common.nav.login')}
                  </Link>
                </li>
              </>
            ) : (
              <Suspense fallback={<li className="nav-item account-menu-placeholder" aria-hidden="true" />}>
                <AccountMenu {...account} onLogout={onLogout} onSignOutEverywhere={onSignOutEverywhere} />
              </Suspense>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
