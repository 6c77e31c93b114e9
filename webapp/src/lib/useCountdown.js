import { useEffect, useRef, useState } from 'react';

/** Countdowns refresh every second, the smallest unit they show. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Seconds left of a countdown that had `seconds` left when it was loaded, ticking every second.
 * Calls `onDone` once when it reaches zero (not if it started at zero or below).
 */
export default function useCountdown(seconds, onDone) {
  const initial = Math.max(0, Math.floor(Number(seconds) || 0));
  const [left, setLeft] = useState(initial);
  // A new starting value (the page reloaded the countdown) restarts it.
  const [startedAt, setStartedAt] = useState(initial);
  if (startedAt !== initial) {
    setStartedAt(initial);
    setLeft(initial);
  }
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const deadline = Date.now() + initial * 1000;
    if (initial <= 0) return undefined;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [initial]);

  return left;
}
