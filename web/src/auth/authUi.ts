import { useSyncExternalStore } from 'react';

/**
 * Which sign-in dialog is open (spec 3 "interface state": login, welcome and reset flags). Kept in
 * the entry chunk because the header opens them; the dialogs themselves are lazy chunks.
 */
export type LoginView = 'login' | 'forgot' | 'register';
export type ResetState = 'sent' | 'error' | 'valid';

export type AuthDialog =
  | {
      kind: 'login';
      view: LoginView;
      /** Path under /{catalog}/{locale}/ to go to once signed in (a guarded page the shopper asked for). */
      then?: string;
    }
  | { kind: 'welcome'; firstName: string | null; registered: boolean }
  | { kind: 'reset'; state: ResetState; email?: string };

let current: AuthDialog | null = null;
const listeners = new Set<() => void>();

function publish(next: AuthDialog | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openLogin(options: { view?: LoginView; then?: string } = {}): void {
  publish({ kind: 'login', view: options.view ?? 'login', ...(options.then ? { then: options.then } : {}) });
}

export function openWelcome(firstName: string | null, registered: boolean): void {
  publish({ kind: 'welcome', firstName, registered });
}

export function openReset(state: ResetState, email?: string): void {
  publish({ kind: 'reset', state, ...(email ? { email } : {}) });
}

export function closeAuthDialog(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
