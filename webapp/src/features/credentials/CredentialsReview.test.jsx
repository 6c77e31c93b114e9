import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/index.js';
import { mockFetch, renderWithStore } from '../../test/utils.jsx';
import CredentialsReview from './CredentialsReview.jsx';
import CredentialsPanel from './CredentialsPanel.jsx';

const regulation = { body: 'Sri Lanka Medical Council', bodyShort: 'SLMC', numberPattern: '^[0-9]{1,6}$', numberExample: '12345' };
const submitted = {
  consultantId: 7, regulated: true, regulation, lapsed: false,
  credential: { body: regulation.body, number: '12345', expiresOn: '2027-11-30', status: 'SUBMITTED', reason: '',
    checkedBy: null, checkedAt: null, submittedAt: '2026-11-27T01:00:00Z', documentUrl: '/api/v1/consultant/7/credentials/document',
    documentType: 'application/pdf' },
};

describe('the admin’s review of a registration', () => {
  it('shows it beside the profile and records the check', async () => {
    await loadCatalogues(['credentials']);
    let view = submitted;
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/consultant/7/credentials/review')) {
        view = { ...view, credential: { ...view.credential, status: 'CHECKED', checkedBy: 1, checkedAt: '2026-11-27T02:00:00Z' } };
        return [200, view];
      }
      return [200, view];
    });
    renderWithStore(<CredentialsReview consultantId={7} />);
    await screen.findByText('12345');
    expect(screen.getByText('Waiting for check')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Checked against the register/ }));
    await screen.findByText('Checked');
    const put = fetchMock.mock.calls.find(([u, i]) => String(u).endsWith('/review') && i.method === 'PUT');
    expect(JSON.parse(put[1].body)).toEqual({ status: 'CHECKED', reason: '' });
  });

  it('sends it back only with a reason', async () => {
    await loadCatalogues(['credentials']);
    const fetchMock = mockFetch(() => [200, submitted]);
    renderWithStore(<CredentialsReview consultantId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send back' }));
    const confirm = screen.getByRole('button', { name: 'Send back with this reason' });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Why is it sent back/), { target: { value: 'Unreadable scan.' } });
    fireEvent.click(confirm);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([u, i]) => String(u).endsWith('/review') && i.method === 'PUT');
      expect(JSON.parse(put[1].body)).toEqual({ status: 'SENT_BACK', reason: 'Unreadable scan.' });
    });
  });
});

describe('the consultant’s registration panel', () => {
  it('is absent for a profession nobody regulates', async () => {
    mockFetch(() => [200, { consultantId: 7, regulated: false, regulation: null, credential: null, lapsed: false }]);
    const { container } = renderWithStore(<CredentialsPanel consultantId={7} />);
    await waitFor(() => expect(container.querySelector('.credentials-panel')).toBeNull());
  });

  it('refuses a number in the wrong format before sending anything', async () => {
    await loadCatalogues(['credentials']);
    const fetchMock = mockFetch(() => [200, { ...submitted, credential: null }]);
    renderWithStore(<CredentialsPanel consultantId={7} />);
    fireEvent.change(await screen.findByLabelText('SLMC registration number'), { target: { value: 'AB-12' } });
    fireEvent.click(screen.getByRole('button', { name: /Send for checking/ }));
    await screen.findByText('This is not a SLMC registration number (for example 12345).');
    expect(screen.getByText('Please attach your registration certificate.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i.method === 'PUT')).toBe(false);
  });
});
