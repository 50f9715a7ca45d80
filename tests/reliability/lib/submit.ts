/**
 * Sends public submissions the way the site's forms do (JSON, an Idempotency-Key per submission),
 * each from its own X-Forwarded-For address (the site runs with TRUST_PROXY=1, as behind a load
 * balancer), and records what came back.
 */
import crypto from 'node:crypto'
import http from 'node:http'

import { makeSubmission, KINDS, ROUTES, type Kind, type Submission } from './data'
import { fakeIp, header, json, request, type HttpResult } from './http'
import { pool } from './report'

export interface Outcome {
  sub: Submission
  key: string
  ip: string
  status: number
  ms: number
  error?: string
  retryAfter?: string
  body: string
  /** ms since the run started, when the request was sent and answered */
  sentAt: number
  answeredAt: number
  replay?: { status: number; replayed: boolean; sameBody: boolean; ms: number; concurrent: boolean; body: string }
}

export const accepted = (o: { status: number }) => o.status >= 200 && o.status < 300

export function send(
  baseUrl: string,
  sub: Submission,
  key: string,
  ip: string,
  agent?: http.Agent,
  timeoutMs = 30_000,
  localAddress?: string,
): Promise<HttpResult> {
  return request(baseUrl, ROUTES[sub.kind], {
    method: 'POST',
    json: sub.body,
    headers: { 'idempotency-key': key, 'x-forwarded-for': ip, 'accept-language': 'en' },
    agent,
    timeoutMs,
    localAddress,
  })
}

/** The id or key that identifies what a 2xx answer stored, for comparing a replay with its original. */
function identity(res: { body: string }): string {
  const data = json<Record<string, unknown>>(res as HttpResult)
  return JSON.stringify(data && typeof data === 'object' ? (data.id ?? data.email ?? data) : res.body)
}

export interface LoadOptions {
  baseUrl: string
  prefix: string
  total: number
  concurrency: number
  /** Share of submissions sent twice with the same Idempotency-Key (half of them concurrently). */
  replayRatio: number
  /** Address numbering offset, so that runs never share a rate-limit counter. */
  ipOffset: number
  timeoutMs?: number
  /** Stop issuing new submissions when this returns true (fault tests). */
  stop?: () => boolean
  /** Waits before each submission (spreads a run over a fault window). */
  pace?: () => Promise<void>
  /**
   * Connect from 127.x.y.z derived from the submission's address (a load balancer in front sees a
   * distinct visitor per submission and appends that address to X-Forwarded-For).
   */
  fromLoopbackAddress?: boolean
}

export async function runSubmissions(
  options: LoadOptions,
): Promise<{ outcomes: Outcome[]; wallMs: number; requests: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency })
  const started = performance.now()
  const indexes = Array.from({ length: options.total }, (_, i) => i)
  let requests = 0
  const outcomes: Outcome[] = []
  await pool(indexes, options.concurrency, async (i) => {
    if (options.stop?.()) return
    await options.pace?.()
    const kind: Kind = KINDS[i % KINDS.length]!
    const sub = makeSubmission(kind, `${options.prefix}-${i}`)
    const key = crypto.randomUUID()
    const ip = fakeIp(options.ipOffset + i)
    const from = options.fromLoopbackAddress ? ip.replace(/^\d+\./, '127.') : undefined
    const replayMode =
      i % Math.round(1 / options.replayRatio) === 0 ? (i % 2 === 0 ? 'after' : 'concurrent') : undefined
    const sentAt = performance.now() - started
    const firstP = send(options.baseUrl, sub, key, ip, agent, options.timeoutMs, from)
    let replayP: Promise<HttpResult> | undefined
    if (replayMode === 'concurrent') replayP = send(options.baseUrl, sub, key, ip, agent, options.timeoutMs, from)
    const first = await firstP
    if (replayMode === 'after') replayP = send(options.baseUrl, sub, key, ip, agent, options.timeoutMs, from)
    const second = replayP ? await replayP : undefined
    requests += second ? 2 : 1
    outcomes.push({
      sub,
      key,
      ip,
      status: first.status,
      ms: first.ms,
      error: first.error,
      retryAfter: header(first, 'retry-after'),
      body: first.body.slice(0, 500),
      sentAt,
      answeredAt: performance.now() - started,
      replay: second
        ? {
            status: second.status,
            replayed: header(second, 'idempotent-replayed') === 'true',
            sameBody: identity(second) === identity(first),
            ms: second.ms,
            concurrent: replayMode === 'concurrent',
            body: second.body.slice(0, 300),
          }
        : undefined,
    })
  })
  agent.destroy()
  return { outcomes, wallMs: performance.now() - started, requests }
}
