import type { NamedRef } from '@domain/api/contract';
import { CUSTOMER_PATCH_MESSAGES, duplicateGroupName, type LocationGroupEntry } from '@domain/tenancy/customer-patch';

/** A row of the group editor: a saved group (with its id) or one added since the last save. */
export interface GroupDraft {
  /** React key: the id of a saved group, a made-up one for an added group. */
  key: string;
  id?: string;
  name: string;
}

export const draftOf = (groups: readonly NamedRef[]): GroupDraft[] => groups.map((g) => ({ key: g.id, id: g.id, name: g.name }));

/** The list PATCH customers/{id} takes: every group, names trimmed. */
export const entriesOf = (draft: readonly GroupDraft[]): LocationGroupEntry[] =>
  draft.map((g) => (g.id ? { id: g.id, name: g.name.trim() } : { name: g.name.trim() }));

/** Whether the draft differs from what is saved (a rename, an added or a removed group). */
export function draftChanged(saved: readonly NamedRef[], draft: readonly GroupDraft[]): boolean {
  if (saved.length !== draft.length) return true;
  const names = new Map(saved.map((g) => [g.id, g.name]));
  return draft.some((g) => !g.id || names.get(g.id) !== g.name.trim());
}

/** Why the draft cannot be saved, the server's words where it has them; undefined when it can. */
export function draftProblem(draft: readonly GroupDraft[]): string | undefined {
  if (draft.some((g) => !g.name.trim())) return 'Give every group a name.';
  return duplicateGroupName(entriesOf(draft)) ? CUSTOMER_PATCH_MESSAGES.duplicateGroup : undefined;
}
