/**
 * Process faults: the site killed with SIGKILL (its whole process group, as a crash or the OOM
 * killer would) in the middle of a load run, with e-mails in flight, then started again, this time
 * while PostgreSQL is down, which it must wait out and then serve. Checks: no accepted submission
 * lost, no half-written record (a record without its e-mails or its idempotency key, or a key
 * without its record), and every e-mail queued before the crash, including those being sent at
 * that moment, reaches the SMTP server after the restart (the outbox).
 */
import { accepted, runSubmissions } from './lib/submit'
import { request } from './lib/http'
import { Section, sleep } from './lib/report'
import { STUDIO_EMAIL, type Site } from './lib/site'
import { verifyLedger } from './verify'

const MAIL_BOUND_MS = 300_000
const KILL_AFTER = 900

export async function runProcessFaults(site: Site): Promise<{ section: Section; finishLater?: () => Promise<void> }> {
  const section = new Section('process-faults')
  const prefix = `pf${Date.now().toString(36)}`
  const [{ max: outboxBefore }] = await site.query<{ max: number }>(
    'SELECT coalesce(max(id), 0)::int AS max FROM outbox',
  )

  // A slow mail server: the outbox builds a queue and a message is always in flight.
  site.mail.state.delayMs = 250
  let stop = false
  let sent = 0
  const load = runSubmissions({
    baseUrl: site.baseUrl,
    prefix,
    total: 4000,
    concurrency: 20,
    replayRatio: 0.1,
    ipOffset: 200_000,
    stop: () => stop,
    pace: () => (sent++, sleep(20)),
    timeoutMs: 20_000,
  })
  // The crash comes after a set number of submissions, not a set time: the e-mails they queue must
  // all be sent within MAIL_BOUND_MS after it, and a faster site sent a third more in the same time.
  const started0 = Date.now()
  while (sent < KILL_AFTER && Date.now() - started0 < 15_000) await sleep(50)
  const started = site.mail.state.started
  await site.killApp('SIGKILL')
  const killedAt = Date.now()
  stop = true
  const { outcomes } = await load
  site.mail.state.delayMs = 0
  const [{ max: outboxAtKill }] = await site.query<{ max: number }>(
    'SELECT coalesce(max(id), 0)::int AS max FROM outbox',
  )
  const claimed = await site.query<{ id: number; to: string; subject: string }>(
    `SELECT id, "to", subject FROM outbox WHERE status IN ('pending', 'failed') AND locked_until > now()`,
  )
  const queued = await site.query<{ id: number; to: string; subject: string }>(
    `SELECT id, "to", subject FROM outbox WHERE status = 'pending' AND id > $1`,
    [outboxBefore],
  )
  const answered = outcomes.filter((o) => o.status !== 0)
  console.log(
    `  SIGKILL after ${answered.length} answered submissions (${outcomes.filter(accepted).length} accepted, ${outcomes.length - answered.length} cut off); ${claimed.length} e-mails claimed by the dead process, ${queued.length} of this run still queued; SMTP had begun ${started}`,
  )
  section.check(
    outcomes.filter(accepted).length >= 50,
    'submissions were accepted before the crash',
    outcomes.filter(accepted).length,
  )
  section.check(claimed.length > 0 || queued.length > 0, 'e-mails were queued or in flight at the crash', {
    claimed: claimed.length,
    queued: queued.length,
  })

  // Start again while the database is down: the site must wait for it, not crash.
  await site.db.pause()
  const restartAt = Date.now()
  const app = await site.startApp({ waitReady: false })
  await sleep(8000)
  const waiting = site.appAlive
  const health = await request(site.baseUrl, '/api/health', { timeoutMs: 3000 })
  section.check(
    waiting,
    'started with the database down, the site keeps running (waits) instead of exiting',
    app.output.slice(-10).join(' | '),
  )
  section.check(
    app.output.some((l) => /Waiting for PostgreSQL/i.test(l)),
    'it says it is waiting for PostgreSQL',
    app.output.slice(-10).join(' | '),
  )
  section.check(health.status !== 200, 'it does not claim to be healthy without its database', health.status)
  await site.db.resume()
  const readyMs = await site.waitReady(180_000).catch((error: Error) => {
    section.check(false, 'the site became ready once the database came back', error.message.slice(0, 1500))
    return undefined
  })
  section.figure('restart', readyMs === undefined ? 'failed' : `${((Date.now() - restartAt) / 1000).toFixed(0)} s`)
  if (readyMs === undefined) return { section }
  console.log(`  restarted with the database down; ready ${(readyMs / 1000).toFixed(1)} s after PostgreSQL came back`)

  // Nothing accepted was lost, nothing refused was stored, nothing half-written.
  const ledger = await verifyLedger(section, site, prefix, outcomes, 'crash')
  section.figure('accepted before crash', ledger.accepted)
  section.figure('lost', ledger.lost)
  const like = `${prefix}-%`
  const orphanRecords = await site.query<{ kind: string; email: string }>(
    `SELECT 'booking' AS kind, b.email FROM bookings b WHERE b.email LIKE $1 AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o."to" = b.email)
     UNION ALL SELECT 'inquiry', i.email FROM inquiries i WHERE i.email LIKE $1 AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o."to" = i.email)
     UNION ALL SELECT 'newsletter', s.email FROM subscribers s WHERE s.email LIKE $1 AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o."to" = s.email)`,
    [like],
  )
  section.check(
    orphanRecords.length === 0,
    'no record stored without its e-mails (one transaction)',
    orphanRecords.slice(0, 5),
  )
  const keyed = new Map(outcomes.map((o) => [o.key, o]))
  const keys = await site.query<{ key: string; response_status: number }>(
    `SELECT key, response_status FROM idempotency_keys WHERE key = ANY($1)`,
    [[...keyed.keys()]],
  )
  const [{ n: rows }] = await site.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM bookings WHERE email LIKE $1) + (SELECT count(*) FROM inquiries WHERE email LIKE $1)
      + (SELECT count(*) FROM pool_entries WHERE user_id LIKE $1))::int AS n`,
    [like],
  )
  // Newsletter answers for an address stored by a concurrent request keep no key; the other three always do.
  const keyedKinds = keys.filter((k) => keyed.get(k.key)?.sub.kind !== 'newsletter').length
  section.check(
    keyedKinds === rows,
    'every stored booking, inquiry and pool entry has its idempotency key and every key its record',
    { keys: keyedKinds, rows },
  )
  const outboxRows = await site.query<{ to: string }>(`SELECT "to" FROM outbox WHERE id > $1 AND "to" <> $2`, [
    outboxBefore,
    STUDIO_EMAIL,
  ])
  const [{ n: mailable }] = await site.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM bookings WHERE email LIKE $1) + (SELECT count(*) FROM inquiries WHERE email LIKE $1) + (SELECT count(*) FROM subscribers WHERE email LIKE $1))::int AS n`,
    [like],
  )
  section.check(
    outboxRows.filter((r) => r.to.startsWith(`${prefix}-`)).length === mailable,
    'one visitor e-mail per stored record, none without its record',
    { visitorMails: outboxRows.length, records: mailable },
  )

  // The site serves normally after the restart.
  const afterRun = await runSubmissions({
    baseUrl: site.baseUrl,
    prefix: `${prefix}a`,
    total: 100,
    concurrency: 20,
    replayRatio: 0.1,
    ipOffset: 300_000,
  })
  section.checkAll(
    afterRun.outcomes,
    (o) => accepted(o),
    'after the restart: submissions accepted',
    (o) => `${o.sub.kind} ${o.status} ${o.body.slice(0, 100)}`,
  )

  // The e-mails: everything queued before the crash must reach the SMTP server, including the
  // ones the dead process had claimed (their lease, 120 s, must run out first). Checked at the end
  // of the suite so that the wait overlaps the other modules.
  const finishLater = async () => {
    const expected = [...new Map([...claimed, ...queued].map((m) => [m.id, m])).values()]
    // A visitor's address is unique to its record, so its mail is recognised at the SMTP server.
    // The studio's copies share one address and often one subject: those are followed in the
    // outbox, whose row turns 'sent' only once the SMTP server has accepted the message.
    const visitorMails = expected.filter((m) => m.to !== STUDIO_EMAIL)
    const deadline = killedAt + MAIL_BOUND_MS
    const delivered = () =>
      visitorMails.filter((m) => site.mail.received.some((r) => r.envelopeTo.includes(m.to) && r.subject === m.subject))
    const unsent = () =>
      site.query<Record<string, unknown>>(
        `SELECT id, status, attempts, kind, left("to", 24) AS "to", next_attempt_at, locked_until, left(last_error, 120) AS last_error
         FROM outbox WHERE id <= $1 AND status <> 'sent' ORDER BY id`,
        [outboxAtKill],
      )
    let stuck = await unsent()
    while ((delivered().length < visitorMails.length || stuck.length > 0) && Date.now() < deadline) {
      // Woken by the next delivery (the outbox row turns 'sent' a moment after), else after 1 s.
      if (await site.mail.nextMessage(1000)) await sleep(50)
      stuck = await unsent()
    }
    const got = delivered()
    const gotIds = new Set(got.map((m) => m.id))
    const stuckIds = new Set(stuck.map((r) => Number(r.id)))
    const sentRows = expected.filter((m) => !stuckIds.has(m.id)).length
    const inFlight = claimed.filter((m) => !stuckIds.has(m.id) && (m.to === STUDIO_EMAIL || gotIds.has(m.id)))
    console.log(
      `  ${got.length}/${visitorMails.length} visitor e-mails queued at the crash received, ${sentRows}/${expected.length} of its outbox rows sent (${inFlight.length}/${claimed.length} of those in flight), ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the crash`,
    )
    section.check(
      got.length === visitorMails.length,
      `every e-mail queued at the crash reaches the SMTP server after the restart (within ${MAIL_BOUND_MS / 1000} s)`,
      visitorMails.filter((m) => !gotIds.has(m.id)).slice(0, 5),
    )
    section.check(inFlight.length === claimed.length, 'the e-mails in flight at the crash are sent after the restart', {
      inFlight: claimed.length,
      delivered: inFlight.length,
    })
    section.check(stuck.length === 0, 'the outbox as it was at the crash is fully sent', stuck.slice(0, 5))
    section.figure('mails after crash', `${got.length}/${visitorMails.length}, rows ${sentRows}/${expected.length}`)
  }
  return { section, finishLater }
}
