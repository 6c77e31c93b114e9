import { Link, NavLink } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Logo from './Logo.jsx';
import Avatar from './Avatar.jsx';
import { roleLabel, rolePages } from '../lib/roles.js';

const PUBLIC_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/services', label: 'Services' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
];

/**
 * The top bar. Visitors see the public pages and LOGIN; a logged-in user sees a dropdown with
 * their picture, username and account type, and links to their own role's Dashboard and Profile.
 */
export default function TopBar({ loggedIn, username, type, imageUrl, onLogout, onSignOutEverywhere }) {
  const pages = rolePages(type);
  return (
    <Navbar expand="lg" className="topbar" sticky="top" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/" aria-label="Cerebro home">
          <Logo />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="topbar-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="topbar-nav">
          {!loggedIn ? (
            <Nav className="ms-auto align-items-lg-center" as="ul">
              {PUBLIC_LINKS.map((l) => (
                <Nav.Item as="li" key={l.to}>
                  <Nav.Link as={NavLink} to={l.to} end={l.end} eventKey={l.to}>
                    {l.label}
                  </Nav.Link>
                </Nav.Item>
              ))}
              <Nav.Item as="li" className="ms-lg-2 mt-2 mt-lg-0">
                <Nav.Link as={Link} to="/login" eventKey="/login" className="btn btn-primary btn-login px-4">
                  LOGIN
                </Nav.Link>
              </Nav.Item>
            </Nav>
          ) : (
            <Nav className="ms-auto align-items-lg-center">
              <NavDropdown
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
                      Dashboard
                    </NavDropdown.Item>
                    <NavDropdown.Item as={Link} to={pages.profile}>
                      <i className="bi bi-person me-2" aria-hidden="true" />
                      Profile
                    </NavDropdown.Item>
                    {(pages.extra ?? []).map((l) => (
                      <NavDropdown.Item as={Link} to={l.to} key={l.to}>
                        <i className={`bi ${l.icon} me-2`} aria-hidden="true" />
                        {l.label}
                      </NavDropdown.Item>
                    ))}
                    <NavDropdown.Divider />
                  </>
                )}
                <NavDropdown.Item as="button" onClick={onLogout}>
                  <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                  Logout
                </NavDropdown.Item>
                {onSignOutEverywhere && (
                  <NavDropdown.Item as="button" onClick={onSignOutEverywhere}>
                    <i className="bi bi-shield-lock me-2" aria-hidden="true" />
                    Sign out everywhere
                  </NavDropdown.Item>
                )}
              </NavDropdown>
            </Nav>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
