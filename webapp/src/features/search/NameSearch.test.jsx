import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NameSearch from './NameSearch.jsx';
import { mockFetch, renderWithStore } from '../../test/utils.jsx';

const page = (pageData) => ({ pageData, currentPageNo: 1, totalNoOfPages: 1 });
const NIMAL = { id: 41, firstName: 'Nimal', lastName: 'Perera', displayName: 'Dr. Nimal Perera', categoryName: 'Doctor' };

describe('the home page search by name', () => {
  it('is a plain labelled input until someone reaches for it', () => {
    mockFetch(() => [200, page([])]);
    renderWithStore(<NameSearch />);
    const input = screen.getByPlaceholderText('Type consultant name here...');
    expect(input).toHaveAccessibleName('Search consultants by name');
    expect(document.querySelector('.rbt')).toBeNull(); // the typeahead's code is not loaded
  });

  it('turns into the typeahead on focus, keeping the focus and what was typed, and searches it', async () => {
    const fetchMock = mockFetch(() => [200, page([NIMAL])]);
    renderWithStore(<NameSearch />);
    const standIn = screen.getByPlaceholderText('Type consultant name here...');
    fireEvent.change(standIn, { target: { value: 'Nim' } }); // typed while the typeahead loads
    fireEvent.focus(standIn);
    await waitFor(() => expect(document.querySelector('.rbt')).not.toBeNull());
    const input = screen.getByPlaceholderText('Type consultant name here...');
    expect(input).toHaveValue('Nim');
    expect(input).toHaveFocus();
    expect(await screen.findByText('Dr. Nimal Perera')).toBeInTheDocument();
    const url = new URL(fetchMock.mock.calls.at(-1)[0], 'http://x');
    expect(url.searchParams.get('consultantName')).toBe('Nim');
    await userEvent.setup().type(input, 'a');
    expect(input).toHaveValue('Nima');
  });
});
