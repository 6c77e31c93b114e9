import { useEffect, useRef } from 'react';

/**
 * Runs `open` once, when the component first shows (a tab that loads its list unless the store
 * already has it), with the values of that first render: later renders do not run it again.
 */
export default function useOnOpen(open) {
  const first = useRef(open);
  useEffect(() => first.current(), []);
}
