/**
 * The site as end-to-end tests see it: a production build served by scripts/start.ts on a fresh
 * embedded PostgreSQL in a temporary directory (migrated and seeded), removed afterwards, sending
 * its e-mail to a real SMTP server on loopback that writes each message into E2E_MAIL_DIR for the
 * tests to read. Playwright starts and stops it (playwright.config.ts `webServer`).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_MEDIA_DIR, e2eEnv } from '@root/tests/e2e/fixtures/env'
import { startStripeFake } from '@root/tests/fakes/stripe'
import { startMailServer } from '@root/tests/helpers/mail'
import { spawnTsx } from './lib/run'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'))
fs.chmodSync(tmp, 0o711)
fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true })
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true })
fs.rmSync(E2E_MEDIA_DIR, { recursive: true, force: true })
let sequence = 0
const mail = await startMailServer({
  onRaw(raw, envelopeTo) {
    // Written aside then renamed: a test polling the directory never reads half a message.
    const name = `${Date.now()}-${String(++sequence).padStart(6, '0')}.json`
    const partial = path.join(E2E_MAIL_DIR, `.${name}`)
    fs.writeFileSync(partial, JSON.stringify({ envelopeTo, raw }))
    fs.renameSync(partial, path.join(E2E_MAIL_DIR, name))
  },
})

// Stripe on loopback: a class the tests set to be paid online opens the fake's hosted Checkout,
// and its events come back to the site's webhook, signed. Classes are paid at the studio unless a
// test says otherwise, so the other suites see no difference.
const stripe = await startStripeFake({ webhookUrl: `${E2E_BASE_URL}/api/payments/stripe/webhook` })

const child = spawnTsx('scripts/start.ts', [], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    ...e2eEnv(),
    DATA_DIR: tmp,
    MEDIA_DIR: E2E_MEDIA_DIR,
    EMBEDDED_PG_PORT: '0',
    SMTP_URL: mail.url,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  },
})
const cleanup = () => {
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true })
  fs.rmSync(E2E_MEDIA_DIR, { recursive: true, force: true })
}
const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', (code) => {
  cleanup()
  void Promise.allSettled([mail.close(), stripe.close()]).finally(() => process.exit(code ?? 0))
})
