import { createGuardrails, generateSecret, generateSync, generateURI, verifySync } from 'otplib'

export const TOTP_STEP_S = 30
export const TOTP_DIGITS = 6
/** Codes of the previous and next step are accepted too: phone clocks drift. */
export const TOTP_WINDOW = 1
export const TOTP_ISSUER = 'Studio Dashboard'

/**
 * ADMIN_TOTP_SECRET (base32), read at call time so that tests and a restarted enrolment can
 * change it; unset or blank means the second factor is off.
 */
export function totpSecret(): string | undefined {
  const value = process.env.ADMIN_TOTP_SECRET?.replace(/[\s-]/g, '').toUpperCase()
  return value ? value : undefined
}

export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_S)
}

/**
 * otplib 13 refuses secrets shorter than 16 bytes by default; otplib 12, which enrolled the
 * current administrators, took any length. A secret set by hand from another app (often 10 bytes,
 * 16 base32 characters) must keep working after the upgrade, so no minimum is imposed here; new
 * secrets are 20 bytes (generateTotpSecret).
 */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 1 })

/**
 * The time step whose code `code` is, within the window around `nowMs`, or null when it matches
 * none. The step (not just "valid") is what the replay guard stores.
 */
export function matchTotpStep(code: string, secret: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: nowMs / 1000,
      epochTolerance: TOTP_WINDOW * TOTP_STEP_S,
      period: TOTP_STEP_S,
      digits: TOTP_DIGITS,
      guardrails,
    })
    return result.valid ? totpStepAt(nowMs) + result.delta : null
  } catch {
    // A malformed secret in the environment must read as "wrong code", not crash the login.
    return null
  }
}

/** The code of the step at `nowMs` (tests, enrolment check). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return generateSync({ secret, epoch: nowMs / 1000, period: TOTP_STEP_S, digits: TOTP_DIGITS, guardrails })
}

export function generateTotpSecret(): string {
  // 20 bytes = 160 bits, RFC 4226's recommended length; 32 base32 characters.
  return generateSecret({ length: 20 })
}

export function otpauthUri(secret: string, account = 'admin'): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret, period: TOTP_STEP_S, digits: TOTP_DIGITS })
}
