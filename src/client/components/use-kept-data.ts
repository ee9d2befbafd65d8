import { useState } from 'react';
import type { ApiRead } from '../lib/api-query';

/** What a tile needs of its read (one query, or several read as one). */
export type TileRead<T> = Pick<ApiRead<T>, 'data' | 'error' | 'isPending' | 'isFetching' | 'isPlaceholderData'> & { refetch: () => unknown };

/**
 * A tile's figures: the read's answer, or when it failed (or is still on its way after a change of
 * filter) the last answer the tile showed, so a failure keeps the last content next to its error.
 */
export function useKeptData<T>(read: TileRead<T>): T | undefined {
  const [kept, setKept] = useState<T | undefined>(read.data);
  // Adjusting state while rendering (react.dev "storing information from previous renders").
  if (read.data !== undefined && read.data !== kept) setKept(read.data);
  return read.data ?? kept;
}
