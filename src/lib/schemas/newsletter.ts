import { z } from 'zod'
import { EMAIL_MAX } from './common'
import { V } from './messages'

/** Longest page path kept as the sign-up's source. */
export const SOURCE_PATH_MAX = 300

/**
 * A path of this site (`/fr/blog`): one leading slash, never two (`//evil.example` is another
 * site), no scheme, backslash, space or control character, no query or fragment.
 */
export const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/

/** `value` when it is a path of this site, else undefined. */
export function sitePath(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= SOURCE_PATH_MAX && SITE_PATH.test(value) ? value : undefined
}

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
  /**
   * The path of the page whose form was used, kept as proof of where consent was given. Only
   * metadata: a value that is not a path of this site is dropped (the server then takes the
   * Referer's path), never a reason to refuse a sign-up.
   */
  source: z.unknown().transform(sitePath).optional(),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type Newsletter = z.output<typeof newsletterSchema>

/**
 * The blog page's own check before it calls the server: non-empty and contains an @.
 * Deliberately weaker than the schema; the server's answer carries the precise message.
 */
export function passesClientEmailCheck(value: string): boolean {
  return value.trim() !== '' && value.includes('@')
}
