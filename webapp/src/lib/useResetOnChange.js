import { useState } from 'react';

/**
 * Calls `reset(value)` during render when `value` differs from the last render's: React's way of
 * adjusting state when a prop changes (https://react.dev/learn/you-might-not-need-an-effect),
 * without an effect that renders twice. `reset` may only set the calling component's state.
 */
export default function useResetOnChange(value, reset) {
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    reset(value);
  }
}
