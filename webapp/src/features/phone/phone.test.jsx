import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';
import PhoneSettings from './components/PhoneSettings.jsx';

describe('PhoneSettings', () => {
  it('verifies a number with the texted code, then switches texts off', async () => {
    setStoredUser(consulteeUser());
    let prefs = { texts: true, phoneVerified: false, number: null };
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/auth/phone/start')) return [204, null];
      if (url.endsWith('/auth/phone/confirm')) {
        if (JSON.parse(init.body).code !== '123456') return [400, { code: 'phone.code_wrong', message: 'That is not the code we sent. You have 4 tries left.', values: { left: 4 } }];
        prefs = { texts: true, phoneVerified: true, number: '+94771234567' };
        return [200, { phoneVerified: true, dialCode: '94', phone: '0771234567' }];
      }
      if (url.endsWith('/me/notifications') && init.method === 'PUT') {
        prefs = { ...prefs, texts: JSON.parse(init.body).texts };
        return [200, prefs];
      }
      if (url.endsWith('/me/notifications')) return [200, prefs];
      return [200, []];
    });
    await inLanguage('en', ['phone']);
    renderWithStore(<PhoneSettings />);
    expect(await screen.findByText(/not verified yet/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Mobile number'), '077 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    const starts = await waitFor(() => {
      const c = callsTo(fetchMock, '/auth/phone/start', 'POST');
      expect(c).toHaveLength(1);
      return c;
    });
    expect(JSON.parse(starts[0][1].body)).toEqual({ dialCode: '94', phone: '0771234567' });

    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/4 tries left/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('+94771234567')).toBeInTheDocument();

    const toggle = screen.getByLabelText('Send me texts');
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(JSON.parse(callsTo(fetchMock, '/me/notifications', 'PUT')[0][1].body)).toEqual({ texts: false });
  });

  it('speaks Sinhala', async () => {
    setStoredUser(consulteeUser());
    mockFetch(() => [200, { texts: true, phoneVerified: false, number: null }]);
    await inLanguage('si', ['phone']);
    renderWithStore(<PhoneSettings />);
    expect(await screen.findByRole('heading', { name: 'ඔබේ දුරකථනයට කෙටි පණිවිඩ' })).toBeInTheDocument();
  });
});
