import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReviewList from './ReviewList.jsx';
import { OpenDays } from '../booking/index.js';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';

const review = (n) => ({ id: n, reply: null, rate: 5 - (n % 3), comment: `Review ${n}`, ratedAt: '2030-03-04T03:30:00Z', reviewer: `Kamala ${n}.` });

describe('a consultant’s reviews', () => {
  it('lists the newest five with stars, reviewer and date, and pages on', async () => {
    const fetchMock = mockFetch((url) => {
      const p = Number(new URL(url, 'http://x').searchParams.get('page'));
      const rows = p === 2 ? [review(6)] : [1, 2, 3, 4, 5].map(review);
      return [200, { pageData: rows, currentPageNo: p, totalNoOfPages: 2 }];
    });
    const user = userEvent.setup();
    renderWithStore(<ReviewList consultantId="41" />);
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    expect(screen.getByText('Kamala 1.')).toBeInTheDocument();
    expect(screen.getAllByText('4 Mar 2030')).toHaveLength(5);
    expect(screen.getAllByRole('img', { name: /^Rated \d out of 5$/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Review 6')).toBeInTheDocument();
    const url = new URL(callsTo(fetchMock, '/consultant/41/reviews').at(-1)[0], 'http://x');
    expect(url.searchParams.get('rows')).toBe('5');
  });

  it('names a reviewer who closed their account as a former member, in the reader’s language', async () => {
    const gone = { rate: 4, comment: 'Clear advice', ratedAt: '2030-03-04T03:30:00Z', reviewer: 'A former member', formerMember: true };
    mockFetch(() => [200, { pageData: [gone], currentPageNo: 1, totalNoOfPages: 1 }]);
    await inLanguage('ta', ['public']);
    renderWithStore(<ReviewList consultantId="41" />);
    expect(await screen.findByText('முன்னாள் உறுப்பினர் ஒருவர்')).toBeInTheDocument();
    expect(screen.queryByText('A former member')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockFetch(() => [200, { pageData: [], currentPageNo: 1, totalNoOfPages: 0 }]);
    renderWithStore(<ReviewList consultantId="41" />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe('the days with open slots', () => {
  it('marks the day shown and picks another', async () => {
    mockFetch(() => [200, { from: '2030-03-01', days: 42, availableDays: ['2030-03-04', '2030-03-06'] }]);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<OpenDays consultantId="41" date="2030-03-04" onPick={onPick} />);
    const shown = await screen.findByRole('button', { name: 'Mon, 4 Mar' });
    expect(shown).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Wed, 6 Mar' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('2030-03-06'));
  });

  it('says when none is open', async () => {
    mockFetch(() => [200, { from: '2030-03-01', days: 42, availableDays: [] }]);
    renderWithStore(<OpenDays consultantId="41" date="2030-03-04" onPick={() => {}} />);
    expect(await screen.findByText('No open slots in the next six weeks.')).toBeInTheDocument();
  });
});
