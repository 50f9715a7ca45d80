import { z } from 'zod'
import { EMAIL_MAX } from './common'
import { V } from './messages'

/**
 * POST /api/newsletter. Lower-cased because subscribers are unique by e-mail: without it
 * "Jean@Example.com" and "jean@example.com" would be two subscriptions of one inbox.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: V.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, V.emailRequired)
    .max(EMAIL_MAX, V.emailTooLong)
    .pipe(z.email({ error: V.emailInvalid })),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type Newsletter = z.output<typeof newsletterSchema>

/**
 * The blog page's own check before it calls the server (seed 000 §5): non-empty and contains an @.
 * Deliberately weaker than the schema; the server's answer carries the precise message.
 */
export function passesClientEmailCheck(value: string): boolean {
  return value.trim() !== '' && value.includes('@')
}
