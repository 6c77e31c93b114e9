import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import ReportProblem from './ReportProblem.jsx';

describe('reporting a problem with a session', () => {
  it('asks in Sinhala what went wrong, and says so in Sinhala when nothing is written', async () => {
    const fetchMock = mockFetch(() => [200, {}]);
    await inLanguage('si', ['booking']);
    const user = userEvent.setup();
    renderWithStore(<ReportProblem booking={{ id: 12 }} />);
    await user.click(screen.getByRole('button', { name: 'ගැටලුවක් වාර්තා කරන්න' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('සැසියෙන් පසු දින 7ක් දක්වා ඔබට ගැටලුවක් වාර්තා කළ හැක. පරිපාලකයෙකු එය කියවා ආපසු ගෙවීම තීරණය කරයි.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/තාක්ෂණික දෝෂයක්/)).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'වාර්තාව යවන්න' }));
    expect(await within(dialog).findByText('කරුණාකර වැරදුණේ කුමක්දැයි විස්තර කරන්න.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/fault')).toHaveLength(0);
  });

  it('sends the cause and what happened, and reports back', async () => {
    const fetchMock = mockFetch(() => [200, { message: 'Your report was sent to an admin.' }]);
    const onReported = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<ReportProblem booking={{ id: 12 }} onReported={onReported} />);
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/The session was unsatisfactory/));
    await user.type(within(dialog).getByLabelText('Tell us what happened'), 'The consultant was 20 minutes late.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(JSON.parse(callsTo(fetchMock, '/booking/12/fault', 'POST')[0][1].body)).toEqual({
      cause: 'UNSATISFACTORY', description: 'The consultant was 20 minutes late.',
    });
  });
});
