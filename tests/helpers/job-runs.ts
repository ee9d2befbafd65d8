/** Runs SQL: a database handle's `executeSql`, or a `pg.Client`'s `query`. */
type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * For each scheduled job, how many more times it ran than there were minutes it was due in (0: once
 * per due minute), or 'not run yet'. pg-boss sends a due job through its `__pgboss__send-it` queue
 * when a server looks at the schedules in that minute, so the minutes those sends were made in are
 * the minutes the job was due in while the servers ran.
 */
export async function runsBeyondDueMinutes(query: Query, names: readonly string[]): Promise<Record<string, number | 'not run yet'>> {
  const count = async (text: string) => new Map((await query(text, [names])).rows.map((row) => [String(row.name), Number(row.n)]));
  const runs = await count(`select name, count(*)::int as n from pgboss.job where state = 'completed' and name = any($1::text[]) group by name`);
  const dueMinutes = await count(
    `select data->>'name' as name, count(distinct date_trunc('minute', created_on))::int as n
     from pgboss.job where name = '__pgboss__send-it' and data->>'name' = any($1::text[]) group by 1`,
  );
  return Object.fromEntries(names.map((name) => [name, runs.has(name) ? runs.get(name)! - (dueMinutes.get(name) ?? 0) : 'not run yet']));
}

/** What `runsBeyondDueMinutes` answers when each job ran once in each minute it was due. */
export const onceEach = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 0]));
