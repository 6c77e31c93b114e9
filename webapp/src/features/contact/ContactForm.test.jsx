import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm, { contactMailto } from './ContactForm.jsx';
import { openUrl } from '../../lib/browser.js';
import { render } from '../../test/utils.jsx';

vi.mock('../../lib/browser.js', () => ({ openUrl: vi.fn(), reloadPage: vi.fn() }));

describe('contact form', () => {
  it('builds a mailto: link with the subject and message', () => {
    const url = contactMailto({ name: 'Nimal', email: 'n@x.lk', subject: 'Refund', message: 'Hello there' });
    expect(url.startsWith('mailto:support@cerebro.lk?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('subject')).toBe('Refund');
    expect(params.get('body')).toBe('Hello there\n\n— Nimal (n@x.lk)');
    expect(url).not.toContain('+');
  });

  it('requires name, email and message, then opens the mail app', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: /Send message/ }));
    expect(await screen.findByText('Cannot leave Name empty')).toBeInTheDocument();
    expect(screen.getByText('Cannot leave Message empty')).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your name'), 'Nimal');
    await user.type(screen.getByLabelText('Your email'), 'n@x.lk');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: /Send message/ }));
    expect(openUrl).toHaveBeenCalledWith(expect.stringMatching(/^mailto:support@cerebro\.lk\?subject=Message%20from%20Nimal/));
  });
});
