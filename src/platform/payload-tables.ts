import { sql } from '@payloadcms/db-postgres'

import * as names from './payload-names'

/**
 * Reliance: the names Payload's Postgres adapter gives the tables, columns and enum types it
 * generates from the collections (snake_case of the slug and field names: `class_sessions`,
 * `bookings.session_id`, `classes_locales._parent_id`, `enum_outbox_kind`…). They are whatever
 * @payloadcms/drizzle derives, written nowhere in our code but the generated migrations.
 *
 * Why: the hot paths (a booking, its seats and e-mails, idempotency answers, the outbox's claims)
 * are single SQL statements rather than Payload operations (bench/api.ts), and so are the
 * consultations, the inquiries' pipeline, the privacy register's searches and erasures, the
 * monitoring aggregates, the security store, the admin session counters and the media visibility
 * set. Each lives in its aggregate's store (src/lib/<aggregate>/store.ts, docs/architecture.md),
 * the only modules that import this one (tests/unit/gates/sql-in-stores.test.ts). Tables of our own
 * hand-written migrations (rate_limits, privacy_requests, privacy_retention_runs, shared_secrets)
 * are not Payload's and are named in their stores.
 * Each name they use comes from here, and tests/unit/platform/payload-tables.test.ts checks every
 * one against the schema snapshot of the newest generated migration (the migrations/*.json that
 * `npm run migrate:create <name>` writes beside each one): a field renamed in a collection fails
 * that test rather than a booking.
 *
 * Checked on: @payloadcms/db-postgres 3.90.1, @payloadcms/drizzle 3.90.1, drizzle-orm 0.45.2.
 *
 * Use: `sql\`UPDATE ${bookings.table} SET ${bookings.status} = … WHERE ${bookings.id} = ${id}\``;
 * with an alias, `b.${bookings.session_id}`. Each renders as a quoted identifier. Statements given
 * to pg directly as text (`pool.query`, the per-request paths that skip drizzle) take the same
 * names already quoted: `${webVitals.quoted.table}`, `${webVitals.quoted.page}` (payload-names.ts,
 * which loads nothing, for the statements that run before Payload is loaded).
 */
export type Identifier = ReturnType<typeof sql.identifier>

export type PayloadTable<C extends string> = names.PayloadNames<C> & {
  /** The table, as an identifier for a statement. */
  readonly table: Identifier
} & { readonly [K in C]: Identifier }

/** The names with their identifiers. */
function withIdentifiers<C extends string>(plain: names.PayloadNames<C>): PayloadTable<C> {
  const columns = Object.fromEntries(plain.columnNames.map((c) => [c, sql.identifier(c)]))
  return { ...columns, ...plain, table: sql.identifier(plain.tableName) } as PayloadTable<C>
}

const table = <const C extends string>(tableName: string, columnNames: readonly C[]) =>
  withIdentifiers(names.tableNames(tableName, columnNames))

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
  'mailbox_key',
  'client_key',
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
  'online_payment',
  'deposit_percent',
  'late_cancellation_refund_percent',
])

export const payments = table('payments', [
  'id',
  'offer_name',
  'email',
  'booking_id',
  'consultation_booking_id',
  'inquiry_id',
  'purpose',
  'subtotal',
  'gst',
  'qst',
  'total',
  'amount_refunded',
  'amount_refund_pending',
  'full_price',
  'balance_of_id',
  'currency',
  'gst_rate',
  'qst_rate',
  'status',
  'checkout_session_id',
  'checkout_url',
  'payment_intent_id',
  'expires_at',
  'paid_at',
  'locale',
  'buyer_name',
  'description_fr',
  'description_en',
  'seller',
  'created_at',
  'updated_at',
])

export const refunds = table('refunds', [
  'id',
  'payment_id',
  'amount',
  'gst',
  'qst',
  'reason',
  'requested_by',
  'note',
  'idempotency_key',
  'stripe_refund_id',
  'stripe_status',
  'failure_reason',
  'refunded_at',
  'retry_of_id',
  'status',
  'created_at',
  'updated_at',
])

export const siteSettings = table('site_settings', [
  'studio_name',
  'mailing_address',
  'billing_legal_name',
  'billing_gst_number',
  'billing_qst_number',
])

export const stripeEvents = table('stripe_events', [
  'id',
  'event_id',
  'type',
  'processed_at',
  'created_at',
  'updated_at',
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
  'attachments',
  'kind',
  'locale',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'locked_until',
  'sent_at',
  'about_collection',
  'about_id',
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
  'created_at',
])

export const consultationBookings = table('consultation_bookings', [
  'id',
  'name',
  'email',
  'phone',
  'type',
  'starts_at',
  'ends_at',
  'blocked_from',
  'blocked_until',
  'service_type',
  'notes',
  'time_zone',
  'owner_note',
  'status',
  'sequence',
  'reminded_at',
  'locale',
  'mailbox_key',
  'client_key',
  'created_at',
  'updated_at',
])

export const inquiries = table('inquiries', [
  'id',
  'name',
  'email',
  'phone',
  'service_type',
  'message',
  'event_date',
  'referral_source',
  'venue',
  'coverage_needed',
  'need_videographer',
  'how_you_met',
  'wedding_vibe',
  'why_choose_us',
  'important_moments',
  'special_traditions',
  'movie_genre',
  'locale',
  'stage',
  'lost_reason',
  'lost_note',
  'stage_changed_at',
  'first_replied_at',
  'reminded_at',
  'created_at',
  'updated_at',
])

export const inquiryEvents = table('inquiry_events', [
  'id',
  'inquiry_id',
  'kind',
  'from_stage',
  'to_stage',
  'lost_reason',
  'subject',
  'text',
  'email_id',
  'actor',
  'actor_name',
  'created_at',
])

export const receipts = table('receipts', [
  'id',
  'created_at',
  'number',
  'kind',
  'issued_at',
  'email',
  'locale',
  'total_cents',
  'refers_to',
  'document',
])

export const subscribers = table('subscribers', [
  'id',
  'email',
  'is_active',
  'subscribed_at',
  'source',
  'locale',
  'consent_text',
  'confirmed_at',
  'unsubscribed_at',
  'created_at',
  'updated_at',
])

export const poolEntries = table('pool_entries', [
  'id',
  'name',
  'user_id',
  'email',
  'supporting_team',
  'selected_game',
  'registered_at',
  'created_at',
])

export const posts = table('posts', ['id', 'slug', 'cover_image_id', 'views', '_status', 'updated_at'])

/** The versions (drafts) of posts. */
export const postsVersions = table('_posts_v', ['version_cover_image_id', 'updated_at'])

export const media = table('media', ['id'])

export const adminSessions = table('admin_sessions', ['id', 'failed_codes', 'updated_at'])

/** The admin-credentials global's row. */
export const adminCredentials = table('admin_credentials', ['last_totp_step', 'updated_at'])

// Their names are in payload-names.ts: the request screening writes them before Payload loads.
export const securityEvents = withIdentifiers(names.securityEvents)
export const blockedIps = withIdentifiers(names.blockedIps)

export const webVitals = table('web_vitals', [
  'id',
  'metric',
  'value',
  'rating',
  'delta',
  'metric_id',
  'page',
  'navigation_type',
  'device',
  'created_at',
  'updated_at',
])

export const outboxKind = enumType('enum_outbox_kind')
export const outboxLocale = enumType('enum_outbox_locale')
export const outboxAboutCollection = enumType('enum_outbox_about_collection')
export const subscribersLocale = enumType('enum_subscribers_locale')

/** Every table and enum above: what the test checks. */
export const payloadTables = {
  bookings,
  classSessions,
  classes,
  classesLocales,
  classesFormatOptions,
  payments,
  refunds,
  stripeEvents,
  siteSettings,
  outbox,
  idempotencyKeys,
  consultationBookings,
  inquiries,
  inquiryEvents,
  subscribers,
  poolEntries,
  posts,
  postsVersions,
  media,
  adminSessions,
  adminCredentials,
  securityEvents,
  blockedIps,
  webVitals,
}
export const payloadEnums = { outboxKind, outboxLocale, outboxAboutCollection, subscribersLocale }
