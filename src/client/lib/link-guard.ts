import { redirect } from '@tanstack/react-router';

/** For `beforeLoad` of public link pages: a link missing what it must carry goes to /invalid-link. */
export function requireLinkParams(...values: (string | undefined)[]): void {
  if (values.some((value) => value === undefined)) throw redirect({ to: '/invalid-link', replace: true });
}
