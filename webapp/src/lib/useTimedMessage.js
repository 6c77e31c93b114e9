import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `ms` milliseconds (the login banner stays 4 seconds). */
export default function useTimedMessage(ms = 4000) {
  const [message, setMessage] = useState(null);
  const timer = useRef(null);
  const show = useCallback(
    (text) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
