import { z } from 'zod'
import { emailField } from './common'

/**
 * The address the administrator looks up (find, export, erase): one valid e-mail address, trimmed
 * and lower-cased, as the contact and booking forms require it. A request is about one person, so
 * it takes their whole address and nothing else: a fragment (`the`), a domain or a name would
 * match other people's records.
 */
const address = emailField().transform((email) => email.toLowerCase())

export const privacyLookupSchema = z.object({ email: address })

/** An erasure carries the address twice: the dashboard's confirmation step, checked by the server too. */
export const privacyErasureSchema = z.object({ email: address, confirm: z.string().trim().toLowerCase().optional() })

export type PrivacyLookup = z.output<typeof privacyLookupSchema>
export type PrivacyErasure = z.output<typeof privacyErasureSchema>
