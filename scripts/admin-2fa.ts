/**
 * `npm run admin:2fa`: enrols the studio's authenticator app for the dashboard's second factor.
 * Prints a new secret, its otpauth:// URI and a QR code to scan; then set ADMIN_TOTP_SECRET to the
 * secret and restart. `npm run admin:2fa -- --current` shows the QR code of the secret already in
 * ADMIN_TOTP_SECRET (to add a second phone). Nothing is stored by this command.
 */
import qrcode from 'qrcode-terminal'

import { generateTotpSecret, otpauthUri, totpCodeAt, totpSecret } from '@/lib/auth/totp'
import { loadEnv } from './lib/environment'

loadEnv()
const current = process.argv.includes('--current')
const secret = current ? totpSecret() : generateTotpSecret()
if (!secret) {
  console.error('ADMIN_TOTP_SECRET is not set: run `npm run admin:2fa` without --current to create one.')
  process.exit(1)
}
const account = process.env.ADMIN_TOTP_ACCOUNT || 'admin'
const uri = otpauthUri(secret, account)

console.log(`\n  Scan this QR code with the authenticator app (Google Authenticator, 1Password, Authy…):\n`)
qrcode.generate(uri, { small: true }, (code) => console.log(code))
console.log(`  Or enter the key by hand: ${secret}`)
console.log(`  otpauth URI: ${uri}\n`)
if (!current) {
  console.log('  Then set this in the site environment (.env or the host settings) and restart:')
  console.log(`    ADMIN_TOTP_SECRET=${secret}\n`)
  console.log(`  Check: the app should now show ${totpCodeAt(secret, Date.now())} (changes every 30 s).\n`)
}
