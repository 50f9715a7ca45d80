import { z } from 'zod'
import { V } from './messages'

/**
 * POST /api/admin/login. The password is neither trimmed nor lower-cased (a space may be part of
 * it); the length cap keeps a megabyte "password" from costing a slow hash.
 */
export const adminLoginSchema = z.object({
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(256, V.passwordTooLong),
})

export type AdminLogin = z.output<typeof adminLoginSchema>

/** POST /api/admin/verify-2fa: the session token of the first step and a 6-digit TOTP code. */
export const verifyTwoFactorSchema = z.object({
  sessionToken: z
    .string({ error: V.sessionTokenRequired })
    .trim()
    .min(1, V.sessionTokenRequired)
    .max(256, V.sessionTokenRequired),
  code: z
    .string({ error: V.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, V.codeInvalid),
})

export type VerifyTwoFactor = z.output<typeof verifyTwoFactorSchema>
