import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../test/utils.jsx';
import Countdown from './Countdown.jsx';

describe('countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every second and calls onDone once at zero', async () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Countdown label="Cerebro Time Starts Within" seconds={2} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows days beyond 24 hours and does not call onDone when it starts at zero', async () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { rerender } = render(<Countdown label="Ends" seconds={90061} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 day 01:01:01');
    rerender(<Countdown label="Ends" seconds={0} onDone={onDone} />);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onDone).not.toHaveBeenCalled();
  });
});
