import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConsultantBrowser from './ConsultantBrowser.jsx';
import { callsTo, mockFetch, renderWithStore } from '../../test/utils.jsx';

const NIMAL = {
  id: 41, firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', categoryName: 'Lawyer', slotRate: 250000,
  slotSize: 30, averageRating: 4.5, ratingCount: 12, nextAvailable: '2030-03-04T03:30:00Z',
};
const ANJALI = { ...NIMAL, id: 42, displayName: 'Anjali Silva', averageRating: 0, ratingCount: 0, nextAvailable: null };
const page = (rows) => ({ pageData: rows, currentPageNo: 1, totalNoOfPages: 1 });
const lastQuery = (fetchMock) => new URL(callsTo(fetchMock, '/consultant').at(-1)[0], 'http://x').searchParams;

describe('the consultant browse', () => {
  it('shows each consultant’s rating and next free slot (Colombo time)', async () => {
    mockFetch(() => [200, page([NIMAL, ANJALI])]);
    renderWithStore(<ConsultantBrowser />);
    const nimal = (await screen.findByRole('heading', { name: 'Nimal Perera' })).closest('.card');
    expect(within(nimal).getByRole('img', { name: 'Rated 4.5 out of 5 by 12 consultees' })).toBeInTheDocument();
    expect(within(nimal).getByText('Next free: 4 Mar 2030, 9:00 AM')).toBeInTheDocument();
    const anjali = screen.getByRole('heading', { name: 'Anjali Silva' }).closest('.card');
    expect(within(anjali).getByText('New: no ratings yet')).toBeInTheDocument();
    expect(within(anjali).getByText('No open slots')).toBeInTheDocument();
  });

  it('sorts by rating, price or next available through the API, from the first page', async () => {
    const fetchMock = mockFetch(() => [200, page([NIMAL])]);
    const user = userEvent.setup();
    renderWithStore(<ConsultantBrowser />);
    await screen.findByRole('heading', { name: 'Nimal Perera' });
    expect(lastQuery(fetchMock).get('sort')).toBe('name');
    for (const [label, sort] of [['Highest rated', 'rating'], ['Lowest price', 'price'], ['Next available', 'next']]) {
      await user.selectOptions(screen.getByLabelText('Sort by'), label);
      await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe(sort));
      expect(lastQuery(fetchMock).get('page')).toBe('1');
    }
  });

  it('shows the results as a grid or a list, and remembers the choice', async () => {
    mockFetch(() => [200, page([NIMAL, ANJALI])]);
    const user = userEvent.setup();
    const { unmount } = renderWithStore(<ConsultantBrowser />);
    await screen.findByRole('heading', { name: 'Nimal Perera' });
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('.consultant-card-list')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('.consultant-card-list')).toHaveLength(2);
    unmount();
    renderWithStore(<ConsultantBrowser />);
    await screen.findByRole('heading', { name: 'Nimal Perera' });
    expect(document.querySelectorAll('.consultant-card-list')).toHaveLength(2);
  });

  it('says so when the list fails', async () => {
    mockFetch(() => [500, { message: 'boom' }]);
    renderWithStore(<ConsultantBrowser />);
    expect(await screen.findByText('Failed to get consultant list. Please try again.')).toBeInTheDocument();
  });
});
