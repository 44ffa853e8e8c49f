import { useRef } from 'react';

/**
 * Focus goes back where it was when a dialog or sheet closes. Radix gives it back to its own
 * Trigger only; most of our dialogs are opened by a plain button setting state (and the phone menu
 * by a button that first downloads it), so without this the focus fell to the page's start.
 * The opener is the element that had focus as the content opened; if it is gone by the close
 * (a menu item), Radix's own choice stands.
 */
export function useReturnFocus(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
): { onOpenAutoFocus: (event: Event) => void; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
