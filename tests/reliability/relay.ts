/**
 * Relay faults: the site's SMTP relay fails in four ways, each while a burst of
 * at least 100 e-mails is being queued and sent: it refuses connections (its process down), drops
 * the connection in the middle of a message, answers 421 (service not available), and answers its
 * greeting only after 30 s (overloaded). After each fault is lifted, every message of the burst
 * must reach the relay exactly once (counted by Message-ID at the server, which the outbox keeps
 * the same across attempts), with the site never restarted.
 *
 * The suite runs the site with OUTBOX_RETRY_FIRST_S=1 (lib/site.ts), so that retries come in
 * seconds instead of the default 30 s and more; the deadline and nodemailer's timeouts are the
 * production ones.
 */
import { accepted, runSubmissions } from './lib/submit'
import { Section, sleep } from './lib/report'
import type { Site } from './lib/site'

/** Submissions per burst: a booking or an inquiry queues two e-mails, a subscription one. */
const SUBMISSIONS = 80
const MIN_MESSAGES = 100
/** Bound on the delivery of a burst once its fault is lifted. */
const DELIVERY_BOUND_MS = 90_000

interface Fault {
  name: string
  /** How long the fault lasts after the burst has been queued. */
  holdMs: number
  start: (site: Site) => Promise<void> | void
  stop: (site: Site) => Promise<void> | void
}

const FAULTS: Fault[] = [
  {
    name: 'refusing connections',
    holdMs: 5_000,
    start: async (site) => {
      await site.mail.refuse(true)
      site.mail.dropConnections()
    },
    stop: (site) => site.mail.refuse(false),
  },
  {
    name: 'dropping mid-message',
    holdMs: 5_000,
    start: (site) => {
      site.mail.state.dropMidMessage = true
    },
    stop: (site) => {
      site.mail.state.dropMidMessage = false
    },
  },
  {
    name: 'answering 421',
    holdMs: 5_000,
    start: (site) => {
      site.mail.state.down = true
    },
    stop: (site) => {
      site.mail.state.down = false
    },
  },
  {
    name: 'greeting after 30 s',
    // Longer than nodemailer's 10 s greeting timeout, so that attempts fail on it.
    holdMs: 12_000,
    start: (site) => {
      site.mail.state.greetingDelayMs = 30_000
      site.mail.dropConnections()
    },
    stop: (site) => {
      site.mail.state.greetingDelayMs = 0
    },
  },
]

/** The outbox row id a Message-ID names (src/lib/email/outbox.ts, outboxMessageId). */
const rowOf = (messageId: string | undefined) => Number(/^<outbox\.(\d+)\./.exec(messageId ?? '')?.[1] ?? NaN)

export async function runRelay(site: Site): Promise<Section> {
  const section = new Section('relay')
  const pid = site.app?.child.pid
  let totalMessages = 0
  let worstMs = 0
  for (const [index, fault] of FAULTS.entries()) {
    const [{ max: before }] = await site.query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM outbox')
    const started = Date.now()
    await fault.start(site)
    let lifted = false
    try {
      const { outcomes } = await runSubmissions({
        baseUrl: site.baseUrl,
        prefix: `relay${index}${Date.now().toString(36)}`,
        total: SUBMISSIONS,
        concurrency: 10,
        replayRatio: 0.1,
        ipOffset: 600_000 + index * 1_000,
      })
      section.checkAll(
        outcomes,
        accepted,
        `${fault.name}: the visitors' submissions are accepted while the relay fails`,
        (o) => `${o.sub.kind} ${o.status} ${o.body.slice(0, 100)}`,
      )
      await sleep(fault.holdMs)
      const [{ failing }] = await site.query<{ failing: number }>(
        `SELECT count(*)::int AS failing FROM outbox WHERE id > $1 AND (attempts > 0 OR status = 'failed')`,
        [before],
      )
      section.check(failing > 0, `${fault.name}: the fault made sends fail (else it tested nothing)`, { failing })
      await fault.stop(site)
      lifted = true
    } finally {
      if (!lifted) await fault.stop(site)
    }
    const liftedAt = Date.now()

    // Every message of the burst sent, without a restart.
    const rows = () =>
      site.query<{ id: number; status: string; attempts: number; last_error: string | null }>(
        `SELECT id, status, attempts, left(last_error, 120) AS last_error FROM outbox WHERE id > $1 ORDER BY id`,
        [before],
      )
    let burst = await rows()
    while (burst.some((r) => r.status !== 'sent') && Date.now() - liftedAt < DELIVERY_BOUND_MS) {
      // Woken by the relay's next delivery (its row turns 'sent' once the site reads the answer, a
      // moment later), else after 500 ms as before.
      if (await site.mail.nextMessage(500)) await sleep(50)
      burst = await rows()
    }
    const deliveredMs = Date.now() - liftedAt
    worstMs = Math.max(worstMs, deliveredMs)
    totalMessages += burst.length
    section.check(burst.length >= MIN_MESSAGES, `${fault.name}: a burst of at least ${MIN_MESSAGES} e-mails`, {
      messages: burst.length,
    })
    const unsent = burst.filter((r) => r.status !== 'sent')
    section.check(
      unsent.length === 0,
      `${fault.name}: every e-mail sent within ${DELIVERY_BOUND_MS / 1000} s of the fault's end`,
      { unsent: unsent.length, examples: unsent.slice(0, 3) },
    )
    // Exactly once at the relay, by Message-ID.
    const counts = new Map<number, number>()
    for (const m of site.mail.received) {
      const id = rowOf(m.headers['message-id'])
      if (id > before) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    const missing = burst.filter((r) => !counts.has(r.id)).map((r) => r.id)
    const twice = [...counts].filter(([, n]) => n > 1)
    section.check(missing.length === 0, `${fault.name}: every e-mail reached the relay`, missing.slice(0, 10))
    section.check(twice.length === 0, `${fault.name}: no e-mail reached the relay twice`, twice.slice(0, 10))
    const retried = burst.filter((r) => r.attempts > 1).length
    console.log(
      `  ${fault.name}: ${burst.length} e-mails, ${retried} retried, all delivered ${(deliveredMs / 1000).toFixed(1)} s after the fault ended (${((Date.now() - started) / 1000).toFixed(0)} s in all); ${missing.length} missing, ${twice.length} twice`,
    )
  }
  section.check(site.app?.child.pid === pid && site.appAlive, 'the site was not restarted', {
    before: pid,
    after: site.app?.child.pid,
  })
  section.figure('messages', totalMessages)
  section.figure('delivered after fault', `≤ ${(worstMs / 1000).toFixed(1)} s`)
  return section
}
