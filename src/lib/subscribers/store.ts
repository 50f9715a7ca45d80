import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute } from '@/lib/db/statements'
import { subscribers as S, subscribersLocale } from '@/platform/payload-tables'

/**
 * The newsletter subscribers' store: the statements on `subscribers` whose condition is the
 * guarantee (a sign-up renewed once, a confirmation that happens once, a mailbox decided one
 * request at a time). Finding, creating and unsubscribing go through Payload in operations.ts.
 */

/**
 * Takes the mailbox's lock for the rest of the request's transaction: sign-ups of one mailbox
 * arriving together on any instance are then decided one after the other.
 */
export async function lockMailbox(req: PayloadRequest, mailbox: string): Promise<void> {
  await execute(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter-mailbox:${mailbox}`}))`)
}

/**
 * The addresses of pending sign-ups (inactive, never confirmed, never withdrawn) asked after
 * `since` whose local part starts with `local` (lower case, without its `+tag`) at `domain`: a
 * narrowing of the rows only, the caller decides which share the mailbox.
 */
export async function pendingAddressesLike(
  req: PayloadRequest,
  local: string,
  domain: string,
  since: Date,
): Promise<string[]> {
  const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
  const rows = await execute(
    req,
    sql`SELECT ${S.email} AS email FROM ${S.table}
         WHERE lower(${S.email}) LIKE ${`${like(local)}%@${like(domain)}`}
           AND ${S.is_active} = false AND ${S.confirmed_at} IS NULL AND ${S.unsubscribed_at} IS NULL
           AND ${S.subscribed_at} > ${since.toISOString()}::timestamptz`,
  )
  return rows.map((row) => String(row.email))
}

/** The proof of a request for consent: when, from which page and language, the text shown. */
export interface ConsentProof {
  subscribedAt: string
  source: string | null
  locale: Locale
  consentText: string
}

/**
 * Replaces the sign-up `id` with a new request for consent, if it is still inactive and still the
 * one asked at `previousSubscribedAt`: of two concurrent requests, one renews it. True when this
 * call did.
 */
export async function renewSignUp(
  req: PayloadRequest,
  id: number,
  previousSubscribedAt: string,
  proof: ConsentProof,
): Promise<boolean> {
  const renewed = await execute(
    req,
    sql`UPDATE ${S.table} SET ${S.is_active} = false, ${S.subscribed_at} = ${proof.subscribedAt},
          ${S.source} = ${proof.source}, ${S.locale} = ${proof.locale}::${subscribersLocale.type},
          ${S.consent_text} = ${proof.consentText}, ${S.confirmed_at} = NULL, ${S.unsubscribed_at} = NULL,
          ${S.updated_at} = ${proof.subscribedAt}
        WHERE ${S.id} = ${id} AND ${S.is_active} = false AND ${S.subscribed_at} = ${previousSubscribedAt}
        RETURNING ${S.id}`,
  )
  return renewed.length > 0
}

/** The sign-up of `email` asked at `subscribedAt`: whether it is active and confirmed, or undefined. */
export async function signUpAt(
  from: PayloadRequest | Payload,
  email: string,
  subscribedAt: Date,
): Promise<{ isActive: boolean | null; confirmed: boolean } | undefined> {
  const [row] = await execute(
    from,
    sql`SELECT ${S.is_active}, ${S.confirmed_at} FROM ${S.table}
        WHERE ${S.email} = ${email} AND ${S.subscribed_at} = ${subscribedAt.toISOString()}`,
  )
  return row ? { isActive: (row.is_active ?? null) as boolean | null, confirmed: Boolean(row.confirmed_at) } : undefined
}

/**
 * Confirms the pending sign-up of `email` asked at `subscribedAt`, once: the UPDATE's own condition
 * (`confirmed_at IS NULL`) lets a second click, or two at the same moment, find it confirmed (the
 * second waits for the first's row lock, then re-reads the condition). Its language when this call
 * confirmed it, else undefined.
 */
export async function confirmSignUp(
  req: PayloadRequest,
  email: string,
  subscribedAt: Date,
): Promise<{ locale: unknown } | undefined> {
  const now = new Date().toISOString()
  const [row] = await execute(
    req,
    sql`UPDATE ${S.table} SET ${S.is_active} = true, ${S.confirmed_at} = ${now}, ${S.updated_at} = ${now}
        WHERE ${S.email} = ${email} AND ${S.subscribed_at} = ${subscribedAt.toISOString()}
          AND ${S.confirmed_at} IS NULL AND ${S.is_active} = false AND ${S.unsubscribed_at} IS NULL
        RETURNING ${S.locale}`,
  )
  return row ? { locale: row.locale } : undefined
}
