import type { TaggableUser } from '@domain/requests/request-views';

/** The @word being typed at the end of the text, or null. */
export function mentionQuery(text: string): string | null {
  const match = /(?:^|\s)@([\p{L}\p{N}._-]*)$/u.exec(text);
  return match ? match[1]! : null;
}

/** Replaces the @word being typed with the chosen person's @Name. */
export function insertMention(text: string, user: Pick<TaggableUser, 'name'>): string {
  return text.replace(/@([\p{L}\p{N}._-]*)$/u, `@${user.name} `);
}

/** The taggable users whose @Name is still in the text (a mention deleted from the text is dropped). */
export function mentionedIds(text: string, chosen: readonly Pick<TaggableUser, 'id' | 'name'>[]): string[] {
  return [...new Set(chosen.filter((u) => text.includes(`@${u.name}`)).map((u) => u.id))];
}

/** People matching what follows the @, by name or email. */
export function mentionCandidates(users: readonly TaggableUser[], query: string, max = 6): TaggableUser[] {
  const q = query.toLowerCase();
  return users.filter((u) => u.name.toLowerCase().includes(q) || (u.email ?? '').toLowerCase().startsWith(q)).slice(0, max);
}
