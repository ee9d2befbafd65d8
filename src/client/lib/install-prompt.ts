import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install prompt for later: the event fires once, early, on whatever page the
 * app opened, and the app-download page offers it when the user asks. Called once at start-up.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install prompt; it can be used once. */
async function install(): Promise<'accepted' | 'dismissed'> {
  const event = deferred;
  if (!event) return 'dismissed';
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Whether the browser offered to install the app, and the action that shows its prompt. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return { available, install };
}

/** The app already runs installed (home-screen or desktop window). */
export function isRunningInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}
