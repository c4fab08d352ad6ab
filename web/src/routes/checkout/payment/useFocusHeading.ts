import { useEffect, useRef } from 'react';

/**
 * Each checkout step moves the keyboard to its new heading (it has `tabIndex={-1}`), so a screen
 * reader user hears where they are and Tab goes on from there. `key` changes per step.
 */
export function useFocusHeading<E extends HTMLElement = HTMLHeadingElement>(key: unknown = null) {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
