import { useEffect, useState } from 'react';

/** Re-renders every minute, so "just now" becomes "1m ago" without a fetch (docs/product/notifications.md relative time). */
export function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
