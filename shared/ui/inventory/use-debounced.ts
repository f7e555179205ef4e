import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (the search box asks the server ~300 ms after typing). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
