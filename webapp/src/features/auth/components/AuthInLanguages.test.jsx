// Signing in and up in Tamil and Sinhala: the forms' words, their checks in the language of the moment,
// the language the new account starts with, and the verification notice with its own texts.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderWithStore, sampleUser } from '../../../test/utils.jsx';
import { activateLanguage } from '../../../i18n/index.js';
import { authStateFromUser } from '../authSlice.js';
import LoginPage from './LoginPage.jsx';
import SignupPage from './SignupPage.jsx';
import VerificationGate from './VerificationGate.jsx';

describe('signing in and up in other languages', () => {
  it('asks for the missing email in Tamil on the login page', async () => {
    const fetchMock = mockFetch(() => [200, sampleUser()]);
    await inLanguage('ta', ['auth']);
    const user = userEvent.setup();
    renderWithStore(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'உங்கள் கணக்கில் உள்நுழையுங்கள்' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }));
    expect(await screen.findByText('மின்னஞ்சலை வெறுமையாக விட முடியாது')).toBeInTheDocument();
    expect(screen.getByText('கடவுச்சொல்லை வெறுமையாக விட முடியாது')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/auth/signin')).toHaveLength(0);
  });

  it('checks in the language chosen since the page opened', async () => {
    mockFetch(() => [200, sampleUser()]);
    const user = userEvent.setup();
    renderWithStore(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Cannot leave Email empty')).toBeInTheDocument();
    await inLanguage('si', ['auth']);
    await user.click(screen.getByRole('button', { name: 'පිවිසෙන්න' }));
    expect(await screen.findByText('විද්‍යුත් තැපෑල හිස්ව තැබිය නොහැක')).toBeInTheDocument();
  });

  it('signs up in Tamil: mismatched passwords are said in Tamil, and the account starts in Tamil', async () => {
    const fetchMock = mockFetch((url) => (url.includes('/auth/signup') ? [200, sampleUser()] : [200, []]));
    await inLanguage('ta', ['auth']);
    const user = userEvent.setup();
    renderWithStore(<SignupPage role="CONSULTEE" />);
    await user.type(screen.getByLabelText('பயனர் பெயர்'), 'Nimal');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'nimal@example.com');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'secret1');
    await user.type(screen.getByLabelText('கடவுச்சொல்லை மீண்டும் உள்ளிடுங்கள்'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'பதிவு செய்க' }));
    expect(await screen.findByText('கடவுச்சொற்கள் பொருந்தவில்லை')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('கடவுச்சொல்லை மீண்டும் உள்ளிடுங்கள்'));
    await user.type(screen.getByLabelText('கடவுச்சொல்லை மீண்டும் உள்ளிடுங்கள்'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'பதிவு செய்க' }));
    await act(async () => {}); // the request goes out
    const [call] = callsTo(fetchMock, '/auth/signup', 'POST');
    expect(JSON.parse(call[1].body)).toMatchObject({ email: 'nimal@example.com', language: 'ta' });
  });

  it('fetches the verification notice’s Sinhala texts with its code', async () => {
    mockFetch(() => [200, []]);
    await act(() => activateLanguage('si')); // only the common texts so far
    const unverified = consulteeUser({ emailVerified: false });
    renderWithStore(<VerificationGate />, { preloadedState: { auth: authStateFromUser(unverified) } });
    expect(await screen.findByText(/කරුණාකර ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කරන්න/)).toHaveTextContent('nimal@example.com');
    expect(screen.getByRole('button', { name: 'සබැඳිය නැවත එවන්න' })).toBeInTheDocument();
  });
});
