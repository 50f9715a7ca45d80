import { z } from 'zod'
import { EMAIL_MAX } from './common'
import { V } from './messages'

/**
 * The address the administrator looks up (find, export, erase). Not required to be a valid
 * address: a record stored before the rules tightened must still be found by what it holds.
 */
const address = z
  .string({ error: V.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, V.emailRequired)
  .max(EMAIL_MAX, V.emailTooLong)

export const privacyLookupSchema = z.object({ email: address })

/** An erasure carries the address twice: the dashboard's confirmation step, checked by the server too. */
export const privacyErasureSchema = z.object({ email: address, confirm: z.string().trim().toLowerCase().optional() })

export type PrivacyLookup = z.output<typeof privacyLookupSchema>
export type PrivacyErasure = z.output<typeof privacyErasureSchema>
