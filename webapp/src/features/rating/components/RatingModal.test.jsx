import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { RATING_MESSAGES } from '../ratingViews.js';
import RatingModal from './RatingModal.jsx';
import RatingPrompt from './RatingPrompt.jsx';
import RateBookingDialog from './RateBookingDialog.jsx';

const details = { bookingRateId: 31, name: 'Nimal Perera', imageUrl: null, slotDate: '2030-05-14', slotStartTime: '09:00:00', slotEndTime: '09:30:00' };

const renderModal = (props) => {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderWithStore(<RatingModal show details={details} onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { onSubmit, onClose };
};

describe('rating modal', () => {
  it.each([
    ['CONSULTEE', 'Rate Consultant'],
    ['CONSULTANT', 'Rate Consultee'],
  ])('is titled by the viewer’s role: %s sees %s', (role, title) => {
    renderModal({ role });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows the counterpart (default avatar), the slot date and times, no stars yet, and Rate and Skip', () => {
    renderModal({ role: 'CONSULTEE' });
    expect(screen.getByText('Nimal Perera')).toBeInTheDocument();
    expect(screen.getByText('Tue, 14 May 2030 · 9:00 AM – 9:30 AM')).toBeInTheDocument();
    expect(document.querySelector('.avatar-default')).toBeInTheDocument();
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    for (const n of [1, 2, 3, 4, 5]) expect(screen.getByLabelText(n === 1 ? '1 star' : `${n} stars`)).not.toBeChecked();
    expect(screen.getByLabelText('Comment')).toHaveAttribute('maxLength', '1000');
    expect(screen.getByRole('button', { name: 'Rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('Rate needs stars, then submits the stars and the comment', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal({ role: 'CONSULTEE' });
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(screen.getByText(RATING_MESSAGES.stars)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('4 stars'));
    await user.type(screen.getByLabelText('Comment'), 'Clear and helpful.');
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(onSubmit).toHaveBeenCalledWith({ rate: 4, comment: 'Clear and helpful.' });
  });

  it('Skip submits the current stars and comment: -1 when no stars are chosen', async () => {
    const user = userEvent.setup();
    const first = renderModal({ role: 'CONSULTANT' });
    await user.type(screen.getByLabelText('Comment'), 'no stars');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(first.onSubmit).toHaveBeenCalledWith({ rate: -1, comment: 'no stars' });
    await user.click(screen.getByLabelText('2 stars'));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(first.onSubmit).toHaveBeenCalledWith({ rate: 2, comment: 'no stars' });
  });
});

describe('rating prompt', () => {
  it('opens at load with the latest unrated session and saves the rating with PUT /booking/rate/', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/booking/consultee/rate/9')) {
        return [200, { id: 31, consultantName: 'Nimal Perera', consultantImageURL: '', slotDate: '2030-05-14', slotStartTime: '09:00:00', slotEndTime: '09:30:00' }];
      }
      if (url.includes('/booking/rate/') && init.method === 'PUT') return [200, { id: 31, rate: 5, comment: 'Great' }];
      return [200, []];
    });
    const onRated = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<RatingPrompt role="CONSULTEE" profileId={9} onRated={onRated} />);
    expect(await screen.findByRole('heading', { name: 'Rate Consultant' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('5 stars'));
    await user.type(screen.getByLabelText('Comment'), ' Great ');
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(onRated).toHaveBeenCalled());
    const [, init] = callsTo(fetchMock, '/booking/rate/', 'PUT')[0];
    expect(JSON.parse(init.body)).toEqual({ bookingRateId: 31, rate: 5, comment: 'Great' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rate Consultant' })).not.toBeInTheDocument());
  });

  it('asks the consultant endpoint for consultants and stays closed when there is nothing to rate (204)', async () => {
    const fetchMock = mockFetch(() => [204, undefined]);
    renderWithStore(<RatingPrompt role="CONSULTANT" profileId={7} />);
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultant/rate/7')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when the ratings service answers 404', async () => {
    mockFetch(() => [404, { message: 'Not found' }]);
    renderWithStore(<RatingPrompt role="CONSULTEE" profileId={9} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('rating a previous booking', () => {
  it('rates the consultee of a previous booking with its rating record', async () => {
    const fetchMock = mockFetch(() => [200, { message: 'Thank you for your rating.' }]);
    const onDone = vi.fn();
    const user = userEvent.setup();
    const booking = {
      id: 12, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00',
      consulteeFirstName: 'Kamala', consulteeLastName: 'Silva', consultantFirstName: 'Nimal', consultantLastName: 'Perera',
      previousBookingRate: { hasRated: false, rateValue: -1, bookingRateId: 44 },
    };
    renderWithStore(<RateBookingDialog role="CONSULTANT" booking={booking} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Rate Consultee' })).toBeInTheDocument();
    expect(screen.getByText('Kamala Silva')).toBeInTheDocument();
    await user.click(screen.getByLabelText('3 stars'));
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(callsTo(fetchMock, '/booking/rate', 'POST')).toHaveLength(0);
    expect(JSON.parse(callsTo(fetchMock, '/booking/rate/', 'PUT')[0][1].body)).toEqual({ bookingRateId: 44, rate: 3, comment: '' });
  });

  it('shows the server’s refusal (e.g. the rating window has closed) in the modal', async () => {
    mockFetch(() => [409, { message: 'The time to rate this session has passed.' }]);
    const onDone = vi.fn();
    const user = userEvent.setup();
    const booking = { id: 12, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', previousBookingRate: { hasRated: false, bookingRateId: 44 } };
    renderWithStore(<RateBookingDialog role="CONSULTEE" booking={booking} onDone={onDone} />);
    await user.click(screen.getByLabelText('2 stars'));
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The time to rate this session has passed.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
