import { Link } from 'react-router-dom';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Avatar from './Avatar.jsx';
import { useLingui } from '@lingui/react';
import { roleLabel, rolePages } from '../lib/roles.js';

/**
 * A signed-in user's menu in the top bar: their picture, username and account type, and links to
 * their own role's Dashboard and Profile. Its own chunk: visitors never load the dropdown's code.
 */
export default function AccountMenu({ username, type, imageUrl, onLogout, onSignOutEverywhere }) {
  const { _ } = useLingui();
  const pages = rolePages(type);
  return (
    <NavDropdown
      as="li"
      align="end"
      id="account-menu"
      className="account-menu"
      title={
        <span className="d-inline-flex align-items-center gap-2">
          <Avatar src={imageUrl} size={40} alt="" />
          <span className="text-start lh-sm">
            <span className="d-block fw-semibold account-name">{username}</span>
            <small className="d-block text-muted">{roleLabel(type)}</small>
          </span>
        </span>
      }
    >
      {pages && (
        <>
          <NavDropdown.Item as={Link} to={pages.dashboard}>
            <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
            {_('common.menu.dashboard')}
          </NavDropdown.Item>
          <NavDropdown.Item as={Link} to={pages.profile}>
            <i className="bi bi-person me-2" aria-hidden="true" />
            {_('common.menu.profile')}
          </NavDropdown.Item>
          {(pages.extra ?? []).map((l) => (
            <NavDropdown.Item as={Link} to={l.to} key={l.to}>
              <i className={`bi ${l.icon} me-2`} aria-hidden="true" />
              {_(l.label)}
            </NavDropdown.Item>
          ))}
          <NavDropdown.Divider />
        </>
      )}
      <NavDropdown.Item as="button" onClick={onLogout}>
        <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
        {_('common.menu.logout')}
      </NavDropdown.Item>
      {onSignOutEverywhere && (
        <NavDropdown.Item as="button" onClick={onSignOutEverywhere}>
          <i className="bi bi-shield-lock me-2" aria-hidden="true" />
          {_('common.menu.signOutEverywhere')}
        </NavDropdown.Item>
      )}
    </NavDropdown>
  );
}
