import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../test/utils.jsx';
import Pager from './Pager.jsx';

const link = (name) => screen.queryByRole('button', { name });

describe('pager', () => {
  it('stops at the last page when the count is exact', () => {
    render(<Pager page={3} totalPages={3} onChange={vi.fn()} />);
    expect(link('Next page')).toBeNull();
    expect(link('Last page')).toBeNull();
    expect(screen.queryByLabelText('More pages')).toBeNull();
  });

  it('keeps Next open past the last counted page when there are more', () => {
    const onChange = vi.fn();
    render(<Pager page={200} totalPages={200} more onChange={onChange} />);
    expect(screen.getByLabelText('More pages')).toBeInTheDocument();
    expect(link('Last page')).toBeNull();
    fireEvent.click(link('Next page'));
    expect(onChange).toHaveBeenCalledWith(201);
  });

  it('shows a single counted page with more after it', () => {
    render(<Pager page={1} totalPages={1} more onChange={vi.fn()} />);
    expect(link('Next page')).not.toBeNull();
  });
});
