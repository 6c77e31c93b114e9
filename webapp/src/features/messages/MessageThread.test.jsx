import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';

const THREAD = {
  bookingId: 5,
  viewer: 'CONSULTEE',
  note: 'My <b>contract</b> review',
  open: true,
  openUntil: '2030-05-21T10:00:00Z',
  messages: [
    { id: 1, from: 'CONSULTEE', fromName: 'Kamala Silva', mine: true, text: 'Hello\nsecond line', at: '2030-05-13T08:00:00Z', attachments: [] },
    {
      id: 2, from: 'CONSULTANT', fromName: 'Nimal Perera', mine: false, text: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      at: '2030-05-13T09:00:00Z',
      attachments: [{ id: 7, fileName: 'terms.pdf', mediaType: 'application/pdf', bytes: 2048, url: '/api/v1/booking/5/attachments/7' }],
    },
  ],
};

function api(thread = THREAD) {
  return (url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.includes('/booking/5/messages')) return [200, thread];
    if (method === 'POST' && url.includes('/booking/5/messages')) return [201, { id: 3 }];
    if (method === 'POST' && url.includes('/booking/5/attachments')) {
      return [201, { id: 9, fileName: 'scan.png', mediaType: 'image/png', bytes: 10, url: '/api/v1/booking/5/attachments/9' }];
    }
    if (url.includes('/messages/unread')) return [200, { total: 0, byBooking: {} }];
    return [200, []];
  };
}

describe('a booking’s thread', () => {
  it('shows the note and the messages as plain text, never as markup', async () => {
    setStoredUser(consulteeUser());
    mockFetch(api());
    await renderApp('/messages/5');
    const list = await screen.findByRole('list', { name: 'Messages of this booking' });
    expect(within(list).getByText('<script>alert(1)</script><img src=x onerror=alert(2)>')).toBeInTheDocument();
    expect(document.querySelector('.message-list script, .message-list img, .booking-note b')).toBeNull();
    expect(screen.getByText('My <b>contract</b> review')).toBeInTheDocument();
    expect(screen.getByText('Your note for the consultant')).toBeInTheDocument();
    expect(within(list).getByText('You')).toBeInTheDocument();
    expect(within(list).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /terms\.pdf/ })).toBeInTheDocument();
  });

  it('sends the text with the files attached to it', async () => {
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/messages/5');
    await screen.findByRole('list', { name: 'Messages of this booking' });
    await user.upload(screen.getByTestId('attach-file'), new File(['png'], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByText('scan.png')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'Here is the scan');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/5/messages', 'POST')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/booking/5/messages', 'POST')[0];
    expect(JSON.parse(init.body)).toEqual({ text: 'Here is the scan', attachmentIds: [9] });
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
  });

  it('refuses an empty message and a file of the wrong kind without asking the server', async () => {
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch(api());
    const user = userEvent.setup({ applyAccept: false });
    await renderApp('/messages/5');
    await screen.findByRole('list', { name: 'Messages of this booking' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeInTheDocument();
    await user.upload(screen.getByTestId('attach-file'), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText('Only PDF, PNG or JPEG files can be attached.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/booking/5/messages', 'POST')).toHaveLength(0);
    expect(callsTo(fetchMock, '/booking/5/attachments', 'POST')).toHaveLength(0);
  });

  it('after the window it can be read but not written', async () => {
    setStoredUser(consulteeUser());
    mockFetch(api({ ...THREAD, open: false }));
    await renderApp('/messages/5');
    expect(await screen.findByText(/This conversation closed on/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.getByText('Hello', { exact: false })).toBeInTheDocument();
  });
});
