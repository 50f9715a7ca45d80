import { sql } from '@payloadcms/db-postgres'

/**
 * Reliance: the names Payload's Postgres adapter gives the tables, columns and enum types it
 * generates from the collections (snake_case of the slug and field names: `class_sessions`,
 * `bookings.session_id`, `classes_locales._parent_id`, `enum_outbox_kind`…). They are whatever
 * @payloadcms/drizzle derives, written nowhere in our code but the initial migration.
 *
 * Why: the hot paths (a booking, its seats and e-mails, idempotency answers, the outbox's claims)
 * are single SQL statements rather than Payload operations (src/lib/db/statements.ts; bench/api.ts).
 * Each name they use comes from here, and tests/unit/platform/payload-tables.test.ts checks every
 * one against the schema snapshot of the initial migration (migrations/*.json, regenerated with
 * `npm run migrate:reset-initial`): a field renamed in a collection fails that test rather than a
 * booking.
 *
 * Checked on: @payloadcms/db-postgres 3.90.1, @payloadcms/drizzle 3.90.1, drizzle-orm 0.45.2.
 *
 * Use: `sql\`UPDATE ${bookings.table} SET ${bookings.status} = … WHERE ${bookings.id} = ${id}\``;
 * with an alias, `b.${bookings.session_id}`. Each renders as a quoted identifier.
 */
type Identifier = ReturnType<typeof sql.identifier>

export type PayloadTable<C extends string> = {
  /** The table, as an identifier for a statement. */
  readonly table: Identifier
  readonly tableName: string
  readonly columnNames: readonly C[]
} & { readonly [K in C]: Identifier }

function table<const C extends string>(tableName: string, columnNames: readonly C[]): PayloadTable<C> {
  const columns = Object.fromEntries(columnNames.map((c) => [c, sql.identifier(c)]))
  return { ...columns, table: sql.identifier(tableName), tableName, columnNames } as PayloadTable<C>
}

/** An enum type Payload generates for a select field. */
export type PayloadEnum = { readonly type: Identifier; readonly typeName: string }
const enumType = (typeName: string): PayloadEnum => ({ type: sql.identifier(typeName), typeName })

// Only the columns a raw statement uses: the test checks exactly these.

export const bookings = table('bookings', [
  'id',
  'name',
  'email',
  'phone',
  'class_type',
  'format',
  'session_id',
  'preferred_date',
  'preferred_time',
  'experience',
  'goals',
  'equipment',
  'total_cost',
  'notes',
  'status',
  'offer_expires_at',
  'reminded_at',
  'locale',
  'created_at',
  'updated_at',
])

export const classSessions = table('class_sessions', [
  'id',
  'class_id',
  'starts_at',
  'duration_minutes',
  'format',
  'location',
  'capacity',
])

export const classes = table('classes', [
  'id',
  'class_id',
  'price',
  'is_published',
  'cancellation_cutoff_hours',
  'offer_hold_hours',
])

export const classesLocales = table('classes_locales', ['_parent_id', '_locale', 'title'])

export const classesFormatOptions = table('classes_format_options', ['parent_id', 'value', 'order'])

export const outbox = table('outbox', [
  'id',
  'to',
  'reply_to',
  'subject',
  'text',
  'html',
  'headers',
  'ical_event',
  'kind',
  'locale',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'locked_until',
  'sent_at',
  'created_at',
  'updated_at',
])

export const idempotencyKeys = table('idempotency_keys', [
  'id',
  'key',
  'route',
  'request_hash',
  'response_status',
  'response_body',
  'expires_at',
])

export const outboxKind = enumType('enum_outbox_kind')
export const outboxLocale = enumType('enum_outbox_locale')

/** Every table and enum above: what the test checks. */
export const payloadTables = {
  bookings,
  classSessions,
  classes,
  classesLocales,
  classesFormatOptions,
  outbox,
  idempotencyKeys,
}
export const payloadEnums = { outboxKind, outboxLocale }
