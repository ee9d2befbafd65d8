import { createFileRoute, redirect } from '@tanstack/react-router';

/** A QR label opened outside the app: offer the app download (SPEC §2). */
export const Route = createFileRoute('/qr/$id')({
  beforeLoad: () => {
    throw redirect({ to: '/app', replace: true });
  },
});
