/** A left-joined row's id and name as `{ id, name }`, or null when the join found none. */
export const joinedRef = (id: string | null, name: string | null): { id: string; name: string } | null => (id && name !== null ? { id, name } : null);
