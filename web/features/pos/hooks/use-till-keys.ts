// The till's keys (docs/product/point-of-sale.md "Keyboard"): "/" goes to the search unless the cashier is typing,
// F2 pays cash, F4 pays by M-Pesa. Enter in the code box and Escape in dialogs are handled where they belong.
import { useEffect, useRef } from 'react';

export function useTillKeys(handlers: {
  focusSearch: () => void;
  payCash: () => void;
  payMpesa: () => void;
}) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === '/' && !typing) {
        event.preventDefault();
        latest.current.focusSearch();
      } else if (event.key === 'F2') {
        event.preventDefault();
        latest.current.payCash();
      } else if (event.key === 'F4') {
        event.preventDefault();
        latest.current.payMpesa();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
