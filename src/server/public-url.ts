import { isIP } from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const EVERY_ADDRESS = new Set(['0.0.0.0', '::']);

/** How a browser on this machine reaches HOST: a loopback or every-address bind is `localhost`. */
function browserHost(host: string): string {
  if (LOOPBACK_NAMES.has(host) || EVERY_ADDRESS.has(host) || host.startsWith('127.')) return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/** PUBLIC_URL when it is not set: the address this server listens on (links in emails must reach it). */
export function defaultPublicUrl(host: string, port: number): string {
  return `http://${browserHost(host)}:${port}`;
}

function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname) || hostname.startsWith('127.');
}

/**
 * A start-up warning when PUBLIC_URL names this machine but another port than the one listened on:
 * every link in an email would then lead nowhere. Other hosts (a proxy, a domain) cannot be checked here.
 */
export function publicUrlWarning(publicUrl: string, listeningPort: number): string | undefined {
  const url = new URL(publicUrl);
  if (!isLoopback(url.hostname)) return undefined;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port === listeningPort) return undefined;
  return `PUBLIC_URL=${publicUrl} points at port ${port} of this machine, but the server listens on port ${listeningPort}: links in emails will not reach it. Unset PUBLIC_URL or set it to ${defaultPublicUrl(url.hostname, listeningPort)}.`;
}
