import { useLingui } from '@lingui/react';
import { registrationValues } from '../lib/registration.js';

/**
 * "Registration checked: SLMC 12345, 26 Nov 2026" under a regulated professional's name (search cards,
 * the public profile); nothing for a consultant without a checked, unexpired registration.
 */
export default function RegistrationBadge({ registration, className = '' }) {
  const { _ } = useLingui();
  const values = registrationValues(registration);
  if (!values) return null;
  return (
    <div className={`registration-badge small ${className}`.trim()}>
      <i className="bi bi-patch-check me-1" aria-hidden="true" />
      {_('common.registration.checked', values)}
    </div>
  );
}
