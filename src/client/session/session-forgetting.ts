/**
 * Forgetting the loaded session without loading its code: the session store registers how it
 * forgets when it loads (session-store.ts), so the login page's reset and a sign-out call this and
 * nothing more. A store that never loaded holds no session, and its code (the session's schemas)
 * stays out of the login page.
 */
const forgetters = new Set<() => void>();

export function onForgetSession(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetLoadedSession(): void {
  forgetters.forEach((forget) => forget());
}
