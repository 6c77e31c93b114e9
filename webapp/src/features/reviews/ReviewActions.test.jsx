import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { ReviewList } from '../search/index.js';
import ReviewActions from './ReviewActions.jsx';
import ReportedReviews from './ReportedReviews.jsx';

const review = { id: 7, rate: 2, comment: 'Started late.', ratedAt: '2030-03-04T03:30:00Z', reviewer: 'Kamala S.', reply: null };
const listOf = (rows) => [200, { pageData: rows, currentPageNo: 1, totalNoOfPages: 1 }];

/** The reviews as the profile page composes them, for a viewer. */
const renderReviews = (viewer) =>
  renderWithStore(<ReviewList consultantId="41" actions={(r) => <ReviewActions review={r} viewer={viewer} />} />);

describe('replying to a review', () => {
  it('the consultant writes a reply once; the list shows it under the review and offers no second reply', async () => {
    let reply = null;
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/reviews/7/reply') && init.method === 'PUT') {
        reply = { text: JSON.parse(init.body).text, at: '2030-03-05T04:00:00Z' };
        return [200, { id: 7, reply }];
      }
      return listOf([{ ...review, reply }]);
    });
    const user = userEvent.setup();
    renderReviews({ loggedIn: true, owner: true });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.click(await screen.findByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Please write your reply.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/reviews/7/reply')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your public reply'), '  Sorry, the room opened late. ');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Sorry, the room opened late.')).toBeInTheDocument();
    expect(screen.getByText('Reply from the consultant')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/reviews/7/reply', 'PUT')[0][1].body)).toEqual({ text: 'Sorry, the room opened late.' });
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('a visitor sees the reply but can neither reply nor report', async () => {
    mockFetch(() => listOf([{ ...review, reply: { text: 'Thank you.', at: '2030-03-05T04:00:00Z' } }]));
    renderReviews({ loggedIn: false, owner: false });
    expect(await screen.findByText('Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('reporting a review', () => {
  it('asks for a reason, sends it, and says so', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.includes('/reviews/7/report')) return [201, { id: 7, reported: true }];
      return listOf([review]);
    });
    const user = userEvent.setup();
    renderReviews({ loggedIn: true, owner: false });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Not what happened.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reported. The admin will look at it.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/reviews/7/report', 'POST')[0][1].body)).toEqual({ reason: 'Not what happened.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a second report in the dialog', async () => {
    const refusal = 'You have already reported this review. The admin will look at it.';
    mockFetch((url) => (url.includes('/reviews/7/report') ? [409, { code: 'review.already_reported', message: refusal }] : listOf([review])));
    const user = userEvent.setup();
    renderReviews({ loggedIn: true, owner: false });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('is in Tamil for a Tamil reader', async () => {
    await inLanguage('ta', ['public', 'reviews']);
    mockFetch(() => listOf([review]));
    renderReviews({ loggedIn: true, owner: true });
    expect(await screen.findByRole('button', { name: 'பதிலளி' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'புகாரளி' })).toBeInTheDocument();
  });
});

describe('the admin’s reported reviews', () => {
  const reported = {
    id: 7, consultantId: 41, consultantName: 'Nimal Perera', reviewer: 'Kamala S.', rate: 1, comment: 'A fraud.',
    ratedAt: '2030-03-04T03:30:00Z', reply: null, hidden: false, moderationReason: null, moderatedAt: null, reportCount: 2,
    lastReportAt: '2030-03-06T03:30:00Z',
    reports: [{ reason: 'Calls them a fraud.', at: '2030-03-06T03:30:00Z', reporter: 'nimal@example.com' }],
  };
  it('lists a reported review with its reports and hides it with a reason', async () => {
    let hidden = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/admin/reviews/7/hidden')) {
        hidden = JSON.parse(init.body).hidden;
        return [200, { id: 7, hidden, moderationReason: JSON.parse(init.body).reason }];
      }
      return listOf([{ ...reported, hidden, moderationReason: hidden ? 'Accuses without grounds.' : null, moderatedAt: hidden ? '2030-03-07T03:30:00Z' : null }]);
    });
    const user = userEvent.setup();
    renderWithStore(<ReportedReviews />);
    expect(await screen.findByText('A fraud.')).toBeInTheDocument();
    expect(screen.getByText('2 reports')).toBeInTheDocument();
    expect(screen.getByText('Calls them a fraud.')).toBeInTheDocument();
    expect(screen.getByText('Shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Accuses without grounds.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/admin/reviews/7/hidden', 'PUT')[0][1].body)).toEqual({ hidden: true, reason: 'Accuses without grounds.' });
    expect(screen.getByRole('button', { name: 'Restore review' })).toBeInTheDocument();
    expect(screen.getByText(/Accuses without grounds\./)).toBeInTheDocument();
  });
});
