import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../routing/server-render.js';
import './Dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), comes back where it was on closing, the
 * page behind does not scroll. Without `onClose` it cannot be dismissed (no Escape, no backdrop
 * click): the region choice of spec 4.
 */
export function Dialog({
  title,
  onClose,
  children,
  variant = 'center',
  closeLabel,
  className,
}: {
  title: ReactNode;
  onClose?: () => void;
  children: ReactNode;
  variant?: 'center' | 'drawer';
  /** Accessible name of the close button; the button is shown only with `onClose`. */
  closeLabel?: string;
  className?: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // The server renders the dialog in place (it has no document.body); so does hydration, then the
  // dialog moves to its portal and takes the focus there.
  const hydrated = useHydrated();

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus();
    };
  }, [hydrated]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (e) => e.offsetParent !== null || e === document.activeElement,
    );
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const dialog = (
    <div className={`dialog dialog--${variant}`}>
      <div className="dialog__backdrop" onClick={() => onCloseRef.current?.()} aria-hidden="true" />
      <div
        ref={panel}
        className={className ? `dialog__panel ${className}` : 'dialog__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="dialog__close" onClick={onClose} aria-label={closeLabel}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
  return hydrated ? createPortal(dialog, document.body) : dialog;
}
