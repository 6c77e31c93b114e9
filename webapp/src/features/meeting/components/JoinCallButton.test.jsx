import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../../test/utils.jsx';
import JoinCallButton from './JoinCallButton.jsx';
import SessionOutcome from './SessionOutcome.jsx';

afterEach(() => vi.useRealTimers());

describe('Join Call', () => {
  it('enables itself the moment the room opens, and asks for the list again', () => {
    vi.useFakeTimers();
    const onOpened = vi.fn();
    render(<JoinCallButton booking={{ id: 4, showButton: false, joinOpensIn: 90 }} onJoin={vi.fn()} onOpened={onOpened} />);
    const join = screen.getByRole('button', { name: 'Join Call' });
    expect(join).toBeDisabled();
    act(() => vi.advanceTimersByTime(89999));
    expect(join).toBeDisabled();
    expect(onOpened).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(join).toBeEnabled();
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  it('follows the server when it says the room is open, and stays shut after the window', () => {
    const { rerender } = render(<JoinCallButton booking={{ id: 4, showButton: true, joinOpensIn: 0 }} onJoin={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeEnabled();
    rerender(<JoinCallButton booking={{ id: 4, showButton: false, joinOpensIn: 0 }} onJoin={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeDisabled();
  });
});

describe('the session outcome', () => {
  it('says each outcome, or who cancelled, in words, and nothing before it is decided', () => {
    const { rerender, container } = render(<SessionOutcome booking={{ status: 'COMPLETED', outcome: 'CUT_SHORT' }} />);
    expect(screen.getByText('Cut short: an admin is reviewing the refund')).toBeInTheDocument();
    rerender(<SessionOutcome booking={{ status: 'CANCELLED', outcome: 'NOBODY_PRESENT', cancelledBy: 'SYSTEM' }} />);
    expect(screen.getByText('Nobody came: refunded in full')).toBeInTheDocument();
    rerender(<SessionOutcome booking={{ status: 'CANCELLED', cancelledBy: 'CONSULTANT' }} />);
    expect(screen.getByText('Cancelled by the consultant')).toBeInTheDocument();
    rerender(<SessionOutcome booking={{ status: 'COMPLETED' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
