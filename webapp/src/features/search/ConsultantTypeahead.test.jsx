import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import ConsultantTypeahead from './ConsultantTypeahead.jsx';
import { mockFetch, renderWithStore } from '../../test/utils.jsx';

function ProfileProbe() {
  const { id } = useParams();
  return <h1>Profile {id}</h1>;
}

function renderTypeahead() {
  return renderWithStore(
    <Routes>
      <Route path="/" element={<ConsultantTypeahead delay={10} />} />
      <Route path="/profile/:id" element={<ProfileProbe />} />
    </Routes>,
  );
}

const page = (pageData) => ({ pageData, currentPageNo: 1, totalNoOfPages: 1 });

describe('consultant typeahead', () => {
  it('has the placeholder and a label', () => {
    mockFetch(() => [200, page([])]);
    renderTypeahead();
    const input = screen.getByPlaceholderText('Type consultant name here...');
    expect(input).toHaveAccessibleName('Search consultants by name');
  });

  it("searches the API by name and shows 'No matches found.' when nothing matches", async () => {
    const fetchMock = mockFetch(() => [200, page([])]);
    const user = userEvent.setup();
    renderTypeahead();
    await user.type(screen.getByPlaceholderText('Type consultant name here...'), 'zz');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
    const url = new URL(fetchMock.mock.calls.at(-1)[0], 'http://x');
    expect(url.pathname).toBe('/api/v1/consultant');
    expect(url.searchParams.get('consultantName')).toBe('zz');
    expect(url.searchParams.get('rows')).toBe('8');
  });

  it('lists matches and opens /profile/{id} on selection', async () => {
    mockFetch(() => [
      200,
      page([
        { id: 41, firstName: 'Nimal', lastName: 'Perera', displayName: 'Dr. Nimal Perera', categoryName: 'Doctor', slotRate: 250000, slotSize: 30 },
        { id: 42, firstName: 'Nimali', lastName: 'Silva', displayName: '', categoryName: 'Lawyer', slotRate: 150000, slotSize: 60 },
      ]),
    ]);
    const user = userEvent.setup();
    renderTypeahead();
    await user.type(screen.getByPlaceholderText('Type consultant name here...'), 'nim');
    expect(await screen.findByText('Nimali Silva')).toBeInTheDocument();
    expect(screen.getByText('Doctor · 2,500 LKR / 30 min')).toBeInTheDocument();
    await user.click(screen.getByText('Dr. Nimal Perera'));
    expect(await screen.findByRole('heading', { name: 'Profile 41' })).toBeInTheDocument();
  });
});
