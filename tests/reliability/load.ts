/**
 * Load without loss: 2,000 mixed public submissions (bookings, inquiries, newsletter, pool) from
 * 50 concurrent connections, 10% of them sent twice with the same Idempotency-Key (half right after
 * the first answer, half at the same time). Every 2xx has exactly one row, a replay stores nothing
 * and answers what the first answered, no 5xx. Throughput and p99 are printed.
 */
import { header, request } from './lib/http'
import { percentile, Section } from './lib/report'
import type { Site } from './lib/site'
import { accepted, runSubmissions } from './lib/submit'
import { verifyLedger } from './verify'

export const LOAD_TOTAL = Number(process.env.RELIABILITY_LOAD_TOTAL || 2000)
export const LOAD_CONNECTIONS = 50

export async function runLoad(site: Site): Promise<Section> {
  const section = new Section('load')
  const prefix = `load${Date.now().toString(36)}`
  // Warm up: the first requests of a fresh server compile routes and open pool connections.
  await runSubmissions({
    baseUrl: site.baseUrl,
    prefix: `${prefix}w`,
    total: 40,
    concurrency: 8,
    replayRatio: 0.1,
    ipOffset: 900_000,
  })

  const { outcomes, wallMs, requests } = await runSubmissions({
    baseUrl: site.baseUrl,
    prefix,
    total: LOAD_TOTAL,
    concurrency: LOAD_CONNECTIONS,
    replayRatio: 0.1,
    ipOffset: 0,
  })
  const latencies = outcomes.flatMap((o) => [o.ms, ...(o.replay ? [o.replay.ms] : [])])
  const all = outcomes.flatMap((o) => [o.status, ...(o.replay ? [o.replay.status] : [])])
  const byStatus = new Map<number, number>()
  for (const s of all) byStatus.set(s, (byStatus.get(s) ?? 0) + 1)
  const throughput = requests / (wallMs / 1000)
  section.figure('submissions', outcomes.length)
  section.figure('requests', requests)
  section.figure('replays', outcomes.filter((o) => o.replay).length)
  section.figure('throughput', `${throughput.toFixed(1)} req/s`)
  section.figure('p50', `${percentile(latencies, 50).toFixed(0)} ms`)
  section.figure('p99', `${percentile(latencies, 99).toFixed(0)} ms`)
  section.figure('statuses', [...byStatus].map(([s, n]) => `${s}×${n}`).join(' '))
  console.log(
    `  ${outcomes.length} submissions + ${outcomes.filter((o) => o.replay).length} replays in ${(wallMs / 1000).toFixed(1)} s: ${throughput.toFixed(1)} req/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (${section.figures.statuses})`,
  )

  section.check(outcomes.length === LOAD_TOTAL, 'every submission was sent', `${outcomes.length}/${LOAD_TOTAL}`)
  section.checkAll(
    outcomes,
    (o) => o.status < 500 && (!o.replay || o.replay.status < 500),
    'no 5xx and no failed connection under load',
    (o) => `${o.sub.kind} ${o.status}${o.error ? ` ${o.error}` : ''} ${o.body.slice(0, 120)}`,
  )
  section.checkAll(
    outcomes,
    (o) => o.status !== 0,
    'every request answered',
    (o) => `${o.sub.kind}: ${o.error}`,
  )
  section.checkAll(
    outcomes,
    (o) => accepted(o),
    'every valid submission accepted (2xx)',
    (o) => `${o.sub.kind} ${o.status} ${o.body.slice(0, 160)}`,
  )
  const replays = outcomes.filter((o) => o.replay)
  section.checkAll(
    replays,
    (o) => accepted(o.replay!) === accepted(o) && o.replay!.sameBody,
    'a replay answers what the first request answered',
    (o) => `${o.sub.kind} ${o.status} vs ${o.replay!.status} ${o.replay!.body.slice(0, 120)}`,
  )
  section.checkAll(
    replays.filter((o) => !o.replay!.concurrent && accepted(o)),
    (o) => o.replay!.replayed,
    'a sequential replay is marked Idempotent-Replayed (nothing re-executed)',
    (o) => `${o.sub.kind} ${o.sub.tag}`,
  )
  const ledger = await verifyLedger(section, site, prefix, outcomes, 'load')
  section.figure('accepted', ledger.accepted)
  section.figure('lost', ledger.lost)
  section.figure('duplicated', ledger.duplicated)

  // The limiter is still there: the same address past 10 submissions a minute gets 429 + Retry-After.
  let limited: { status: number; retryAfter?: string } | undefined
  for (let i = 0; i < 14 && !limited; i++) {
    const res = await request(site.baseUrl, '/api/newsletter', {
      json: { email: `${prefix}-limit-${i}@load.test` },
      headers: { 'x-forwarded-for': '192.0.2.77' },
    })
    if (res.status === 429) limited = { status: res.status, retryAfter: header(res, 'retry-after') }
  }
  section.check(Boolean(limited), 'the per-address limit answers 429 after 10 submissions a minute')
  section.check(Boolean(limited?.retryAfter && Number(limited.retryAfter) > 0), '429 carries Retry-After', limited)
  return section
}
