import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { colomboToday } from '../../../lib/format.js';
import { AVAILABILITY_MESSAGES, TIME_CHOICES, availabilitySchema, toAvailabilityPayload } from '../availabilitySchema.js';
import AddAvailabilityModal, { rateLine } from './AddAvailabilityModal.jsx';

const profile = { id: 7, slotRate: 250000, slotSize: 30, currency: 'LKR' };

function renderModal(props = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const utils = renderWithStore(<AddAvailabilityModal show profile={profile} onSaved={onSaved} onClose={onClose} {...props} />);
  return { onSaved, onClose, ...utils };
}

describe('Add Availability modal', () => {
  it('shows the rate line and the spec defaults: today, 08:00, 1 slot, Once, 1 occurrence (disabled)', () => {
    mockFetch(() => [200, []]);
    renderModal();
    expect(screen.getByRole('heading', { name: 'Add Availability' })).toBeInTheDocument();
    expect(screen.getByText('2500LKR per 30min')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(colomboToday());
    expect(screen.getByLabelText('Time')).toHaveValue('08:00');
    expect(screen.getByLabelText('No of Slots')).toHaveValue(1);
    expect(screen.getByLabelText('Repeat')).toHaveValue('0');
    expect(screen.getByLabelText('No of Occurrence')).toHaveValue(1);
    expect(screen.getByLabelText('No of Occurrence')).toBeDisabled();
    expect(screen.getByText('Max 30')).toBeInTheDocument();
    expect(screen.getByText('Close', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('offers every 15 minutes from 00:00 to 23:45 and the three repeat choices', () => {
    mockFetch(() => [200, []]);
    renderModal();
    expect(TIME_CHOICES).toHaveLength(96);
    expect(TIME_CHOICES[0].value).toBe('00:00');
    expect(TIME_CHOICES.at(-1).value).toBe('23:45');
    const options = [...screen.getByLabelText('Repeat').querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([['0', 'Once'], ['1', 'Daily'], ['2', 'Weekly']]);
  });

  it('enables No of Occurrence for Daily and Weekly and resets it to 1 whenever Repeat changes', async () => {
    mockFetch(() => [200, []]);
    const user = userEvent.setup();
    renderModal();
    const occurrence = screen.getByLabelText('No of Occurrence');
    await user.selectOptions(screen.getByLabelText('Repeat'), '2');
    expect(occurrence).toBeEnabled();
    await user.clear(occurrence);
    await user.type(occurrence, '12');
    expect(occurrence).toHaveValue(12);
    await user.selectOptions(screen.getByLabelText('Repeat'), '1');
    expect(occurrence).toHaveValue(1);
    await user.type(occurrence, '5');
    await user.selectOptions(screen.getByLabelText('Repeat'), '0');
    expect(occurrence).toHaveValue(1);
    expect(occurrence).toBeDisabled();
  });

  it('shows the spec messages for empty fields and the limits, and sends nothing', async () => {
    const fetchMock = mockFetch(() => [201, { message: '1 slots created' }]);
    const user = userEvent.setup();
    renderModal();
    await user.clear(screen.getByLabelText('Date'));
    await user.clear(screen.getByLabelText('No of Slots'));
    await user.selectOptions(screen.getByLabelText('Repeat'), '1');
    await user.clear(screen.getByLabelText('No of Occurrence'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AVAILABILITY_MESSAGES.date)).toBeInTheDocument();
    expect(screen.getByText(AVAILABILITY_MESSAGES.noOfSlots)).toBeInTheDocument();
    expect(screen.getByText(AVAILABILITY_MESSAGES.noOfOccurrence.trim())).toBeInTheDocument();

    await user.type(screen.getByLabelText('No of Slots'), '11');
    await user.type(screen.getByLabelText('No of Occurrence'), '31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No of slots must be between 1 and 10')).toBeInTheDocument();
    expect(screen.getByText('No of occurrence must be between 1 and 30')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/cerebroslot', 'POST')).toHaveLength(0);
  });

  it('keeps the spec wording of every empty-field message', async () => {
    const schema = availabilitySchema(new Date('2030-05-01T00:00:00Z'));
    const empty = { date: '', time: '', noOfSlots: '', repeat: '', noOfOccurrence: '', slotSize: '' };
    const errors = await schema.validate(empty, { abortEarly: false }).catch((e) => e.errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Cannot leave date empty',
        'Cannot leave time empty',
        'Cannot leave no of slots empty',
        'Cannot leave repeat empty',
        'Cannot leave no of occurrence empty ',
        'Cannot leave slot size empty',
      ]),
    );
  });

  it('saves weekly availability with seconds on the time, then reports the server’s message', async () => {
    const fetchMock = mockFetch((url, init) =>
      url.includes('/cerebroslot') && init.method === 'POST' ? [201, { message: '4 slots created' }] : [200, []],
    );
    const user = userEvent.setup();
    const { onSaved } = renderModal();
    await user.selectOptions(screen.getByLabelText('Time'), '09:30');
    await user.clear(screen.getByLabelText('No of Slots'));
    await user.type(screen.getByLabelText('No of Slots'), '2');
    await user.selectOptions(screen.getByLabelText('Repeat'), '2');
    await user.clear(screen.getByLabelText('No of Occurrence'));
    await user.type(screen.getByLabelText('No of Occurrence'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('4 slots created'));
    const [, init] = callsTo(fetchMock, '/cerebroslot', 'POST')[0];
    expect(JSON.parse(init.body)).toEqual({
      consultantId: 7, startDate: colomboToday(), startTime: '09:30:00', noOfSlots: 2, noOfOccurrence: 2, repeat: 2, slotSize: 30,
    });
  });

  it('shows the server’s refusal (a clash or a past slot) under the right field', async () => {
    mockFetch((url, init) =>
      init.method === 'POST'
        ? [400, { message: 'The slot at 08:00 has already started.', fields: { startTime: 'The slot at 08:00 has already started.' } }]
        : [200, []],
    );
    const user = userEvent.setup();
    const { onSaved } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The slot at 08:00 has already started.');
    expect(screen.getAllByText('The slot at 08:00 has already started.')).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends one occurrence for Once and the rate line in rupees', () => {
    const payload = toAvailabilityPayload(
      { date: '2030-05-02', time: '08:00', noOfSlots: 3, repeat: '0', noOfOccurrence: 9, slotSize: 45 },
      7,
    );
    expect(payload).toEqual({ consultantId: 7, startDate: '2030-05-02', startTime: '08:00:00', noOfSlots: 3, noOfOccurrence: 1, repeat: 0, slotSize: 45 });
    expect(rateLine({ slotRate: 500000, currency: 'LKR', slotSize: 60 })).toBe('5000LKR per 60min');
  });
});
