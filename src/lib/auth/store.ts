import type { Payload } from 'payload'

import { adapterPool } from '@/platform/payload-adapter'
import { adminCredentials, adminSessions } from '@/platform/payload-tables'
import type { AdminSession as AdminSessionDoc } from '@root/payload-types'

/**
 * The dashboard sign-in's store: the two counters whose condition is the guarantee (a TOTP step used
 * once, a session's wrong codes counted under concurrent requests), as one conditional UPDATE each.
 * Payload's read-then-update would let two requests racing with one code both sign in, or both
 * count the same wrong code once. Everything else (sessions, the password) goes through Payload in
 * credentials.ts and sessions.ts.
 */

type Pool = {
  query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null; rows: { failed_codes?: number }[] }>
}

/**
 * Records `step` as used if no code of this step or a later one was: true when this call recorded
 * it. False as well when the credentials' row does not exist yet (see credentialsRowExists).
 */
export async function recordTotpStep(payload: Payload, step: number): Promise<boolean> {
  const A = adminCredentials.quoted
  const result = await adapterPool<Pool>(payload)!.query(
    `UPDATE ${A.table} SET ${A.last_totp_step} = $1, ${A.updated_at} = now()
     WHERE ${A.last_totp_step} IS NULL OR ${A.last_totp_step} < $1`,
    [step],
  )
  return (result.rowCount ?? 0) > 0
}

/** Whether the admin-credentials global has its row (it has none until it is first saved). */
export async function credentialsRowExists(payload: Payload): Promise<boolean> {
  const A = adminCredentials.quoted
  const existing = await adapterPool<Pool>(payload)!.query(`SELECT 1 FROM ${A.table} LIMIT 1`)
  return (existing.rowCount ?? 0) > 0
}

/** Adds one wrong code to the session `id`, atomically: its count of wrong codes, undefined when it is gone. */
export async function countWrongCode(payload: Payload, id: AdminSessionDoc['id']): Promise<number | undefined> {
  const A = adminSessions.quoted
  const result = await adapterPool<Pool>(payload)!.query(
    `UPDATE ${A.table} SET ${A.failed_codes} = ${A.failed_codes} + 1, ${A.updated_at} = now()
     WHERE ${A.id} = $1 RETURNING ${A.failed_codes}`,
    [id],
  )
  return result.rows[0]?.failed_codes
}
