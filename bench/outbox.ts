/**
 * bench/outbox: how fast the outbox empties. A burst of bookings queues two e-mails each (the
 * visitor's confirmation and the studio's notice); this measures the time the site's own sender
 * (deliverDueEmails, src/lib/email/outbox.ts) takes to hand a backlog of them to a real SMTP
 * server on loopback, and prints messages per second. In process, on a fresh embedded PostgreSQL
 * migrated by scripts/prepare.ts; each round queues BENCH_MESSAGES (default 1,000) messages, the
 * two e-mails of each booking as the site writes them (src/lib/bookings/emails.tsx, both
 * languages), then sends them all.
 *
 *   npx tsx bench/outbox.ts
 *   BENCH_MESSAGES=2000 BENCH_ROUNDS=5 npx tsx bench/outbox.ts
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { bookingEmails } from '@/lib/bookings/emails'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { prepareDatabase } from '@root/scripts/lib/prepare-database'
import { startMailServer } from '@root/tests/helpers/mail'

import { median } from './lib/load'
import { adapterDrizzle } from '@/platform/payload-adapter'

const MESSAGES = Number(process.env.BENCH_MESSAGES || 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)

let database: EmbeddedDatabase | undefined
let tmp: string | undefined
let exitCode = 0
let received = 0
const mail = await startMailServer({ onRaw: () => void received++ })

const studio = {
  name: 'Lumière Studio',
  email: 'studio@bench.invalid',
  notifyTo: 'owner@bench.invalid',
  locale: 'en' as const,
}

/** Booking i's two messages: the studio's notice and the visitor's confirmation, in English or French. */
function bookingMessages(i: number, stamp: string): Promise<OutgoingEmail[]> {
  return bookingEmails(
    {
      name: `Bench Visitor ${i}`,
      email: `bench-${stamp}-${i}@bench.invalid`,
      phone: '(555) 123-4567',
      classType: 'portrait-mastery',
      format: i % 2 ? 'online' : 'in-person',
      preferredDate: '2031-05-04',
      preferredTime: 'evening',
      experience: 'some-experience',
      goals: 'Light faces well in small rooms',
      equipment: 'Canon EOS R6, 50mm f/1.8',
      notes: undefined,
      totalCost: 449,
    },
    { en: 'Portrait Mastery', fr: 'Maîtrise du portrait' },
    i % 2 ? 'fr' : 'en',
    studio,
    { manageUrl: `http://127.0.0.1/classes/booking?token=bench.${stamp}.${i}` },
  )
}

try {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-outbox-'))
  fs.chmodSync(tmp, 0o711)
  database = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), database: 'bench' })
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    DATA_DIR: tmp,
    SMTP_URL: mail.url,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    NEWSLETTER_SECRET: crypto.randomBytes(24).toString('hex'),
  })
  await prepareDatabase(['--migrate-only'], process.env)

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { deliverDueEmails, outboxInsert } = await import('@/lib/email/outbox')
  // No onInit: no outbox timer of its own, so only the measured calls send.
  const payload = await getPayload({ config, disableOnInit: true })
  const rates: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const stamp = `${round}-${Date.now()}`
    const emails = (await Promise.all(Array.from({ length: MESSAGES / 2 }, (_, i) => bookingMessages(i, stamp)))).flat()
    for (let i = 0; i < emails.length; i += 500)
      await adapterDrizzle(payload).execute(outboxInsert(emails.slice(i, i + 500)))
    const before = received
    const started = performance.now()
    const totals = await deliverDueEmails(payload)
    const seconds = (performance.now() - started) / 1000
    const got = received - before
    const rate = got / seconds
    rates.push(rate)
    console.log(
      `round ${round + 1}: ${totals.sent} sent, ${totals.failed} failed, ${got} received in ${seconds.toFixed(2)} s: ${rate.toFixed(1)} messages/s`,
    )
    if (got !== MESSAGES || totals.sent !== MESSAGES) throw new Error(`expected ${MESSAGES} messages, received ${got}`)
  }
  console.log(`\nOutbox to loopback SMTP, ${MESSAGES} queued messages: median ${median(rates).toFixed(1)} messages/s`)
  await payload.destroy()
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await mail.close().catch(() => {})
  await database?.stop().catch(() => {})
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
