/**
 * The plain names of Payload's generated tables and columns (the reliance and its guard are
 * described in payload-tables.ts, which adds the statement identifiers to every table here and
 * there). This module imports nothing: the request screening of src/server/serve.ts writes security
 * events and blocks before Next and Payload are loaded, and must not load the database adapter
 * (about 1.5 s) to name two tables.
 */
export type PayloadNames<C extends string> = {
  readonly tableName: string
  readonly columnNames: readonly string[]
  /** The table and its columns double-quoted, for a statement written as text (`pool.query`). */
  readonly quoted: { readonly table: string } & { readonly [K in C]: string }
}

/** A name as Postgres reads it in statement text: double-quoted, inner quotes doubled. */
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export function tableNames<const C extends string>(tableName: string, columnNames: readonly C[]): PayloadNames<C> {
  const quoted = { ...Object.fromEntries(columnNames.map((c) => [c, quote(c)])), table: quote(tableName) }
  return { tableName, columnNames, quoted } as PayloadNames<C>
}

export const securityEvents = tableNames('security_events', [
  'id',
  'reason',
  'ip',
  'method',
  'endpoint',
  'detail',
  'user_agent',
  'created_at',
])

export const blockedIps = tableNames('blocked_ips', ['ip', 'reason', 'hits', 'blocked_until', 'updated_at'])
