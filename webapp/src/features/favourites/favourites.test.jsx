import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';
import { bookAgainPath, keptState } from './favouritesApi.js';
import FavouritesCard from './components/FavouritesCard.jsx';
import KeepConsultant from './components/KeepConsultant.jsx';

const nimal = { id: 7, firstName: 'Nimal', lastName: 'Perera', categoryName: 'Lawyer', nextAvailable: '2026-12-01T03:30:00Z' };
const kamal = { id: 9, firstName: 'Kamal', lastName: 'Fernando', categoryName: 'Doctor', nextAvailable: null };

/** A server keeping favourites and watches as the API does. */
function server(favourites = [], watching = []) {
  const state = { favourites: [...favourites], watching: [...watching] };
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const fav = url.match(/\/favourites\/(\d+)$/);
    const watch = url.match(/\/consultant\/(\d+)\/watch$/);
    if (fav && method === 'PUT') state.favourites.push({ ...nimal, id: Number(fav[1]) });
    if (fav && method === 'DELETE') state.favourites = state.favourites.filter((c) => c.id !== Number(fav[1]));
    if (watch && method === 'POST') state.watching.push(Number(watch[1]));
    if (watch && method === 'DELETE') state.watching = state.watching.filter((w) => w !== Number(watch[1]));
    if (fav || watch) return [204, null];
    if (url.endsWith('/favourites')) return [200, { favourites: state.favourites, watching: state.watching }];
    return [200, []];
  });
  return { state, fetchMock };
}

describe('keptState and bookAgainPath', () => {
  it('read the list the API answered', () => {
    expect(keptState({ favourites: [nimal], watching: [9] }, '7')).toEqual({ favourite: true, watching: false });
    expect(keptState({ favourites: [nimal], watching: [9] }, 9)).toEqual({ favourite: false, watching: true });
    expect(keptState(undefined, 7)).toEqual({ favourite: false, watching: false });
    expect(bookAgainPath(7)).toBe('/profile/7?again=1');
  });
});

describe('KeepConsultant', () => {
  it('keeps a consultant and asks to be told of new times, each undone by a second press', async () => {
    setStoredUser(consulteeUser());
    const { state, fetchMock } = server();
    await inLanguage('en', ['favourites']);
    renderWithStore(<KeepConsultant consultantId="7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    const kept = await screen.findByRole('button', { name: 'In your favourites' });
    expect(kept).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, '/favourites/7', 'PUT')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Tell me when new times open' }));
    await screen.findByRole('button', { name: 'We will tell you when new times open' });
    expect(state.watching).toEqual([7]);
    await userEvent.click(screen.getByRole('button', { name: 'We will tell you when new times open' }));
    await screen.findByRole('button', { name: 'Tell me when new times open' });
    expect(callsTo(fetchMock, '/consultant/7/watch', 'DELETE')).toHaveLength(1);

    await userEvent.click(kept);
    await screen.findByRole('button', { name: 'Add to favourites' });
    expect(state.favourites).toEqual([]);
  });
});

describe('FavouritesCard', () => {
  it('lists the favourites with their next open time and a Book link to their next open day', async () => {
    setStoredUser(consulteeUser());
    server([nimal, kamal], [9]);
    await inLanguage('en', ['favourites']);
    renderWithStore(<FavouritesCard />);
    const book = await screen.findByRole('link', { name: 'Book Nimal Perera' });
    expect(book).toHaveAttribute('href', '/profile/7?again=1');
    expect(screen.getByText(/^Next open:/)).toBeInTheDocument();
    expect(screen.getByText('No open times yet')).toBeInTheDocument();
    expect(screen.getByText('Waiting for new times')).toBeInTheDocument();
  });

  it('says how to keep one when there is none, in Sinhala', async () => {
    setStoredUser(consulteeUser());
    server();
    await inLanguage('si', ['favourites']);
    renderWithStore(<FavouritesCard />);
    expect(await screen.findByRole('heading', { name: 'ඔබේ ප්‍රියතම උපදේශකයින්' })).toBeInTheDocument();
  });
});
