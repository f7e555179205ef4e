// Escape closes a modal unless it is busy (the modals of this feature share the daisyUI pattern of the others).
import { useEffect } from 'react';

export function useModalEscape(onClose: () => void, busy: boolean) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !busy && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onClose]);
}
