const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids (UUIDs) a write's address or body names, in order (an outbox lane's key, the requests a write waits for). */
export const idsIn = (text: string): string[] => text.match(UUID) ?? [];
