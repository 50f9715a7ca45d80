/**
 * A starved machine: the site restarted, then flooded with the fuzz's hostile sign-ins, while
 * busy-loop processes (one per core, and two more) take every core, as an outside scan or another
 * job on the host would. The site must keep listening and answering: every /api/health probe 200
 * within HEALTH_BOUND_MS, every sign-in answered (4xx, or 503 BUSY with Retry-After), no refused
 * or reset connection, and a process that is alive is one that answers.
 *
 * The restarted site finds its database prepared, so it serves at once while scripts/prepare.ts
 * re-checks it beside it at a low CPU priority, which a saturated machine leaves almost no CPU
 * time. A re-check that gave up (it once had a time limit per step) stopped the serving site with
 * it, without an error line; whatever ends the re-check now, the site must serve on.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import os from 'node:os'

import { fakeIp, request, type HttpResult } from './lib/http'
import { OTHER_STRINGS, SQLI, WRONG_TYPES, XSS } from './lib/hostile'
import { percentile, Section, sleep } from './lib/report'
import { secrets, type Site } from './lib/site'

/** How long the sign-ins run once the restarted site answers. */
const FLOOD_MS = 60_000
/** Each busy loop ends by itself after this, whatever happens to the suite. */
const BUSY_BOUND_MS = 4 * 60_000
const HEALTH_BOUND_MS = 10_000

/** The fuzz's sign-in cases: hostile strings, wrong types and wrong passwords, CMS and dashboard. */
function signInCases(): { path: string; body: string }[] {
  const strings = [...SQLI, ...XSS, ...OTHER_STRINGS]
  const cms = (fields: Record<string, unknown>) => ({
    path: '/api/users/login',
    body: JSON.stringify({ username: 'nobody-here', password: 'wrong', ...fields }),
  })
  const dashboard = (password: unknown) => ({ path: '/api/admin/login', body: JSON.stringify({ password }) })
  return [
    ...strings.flatMap((s) => [cms({ username: s }), cms({ password: s }), dashboard(s)]),
    ...WRONG_TYPES.flatMap((v) => [cms({ username: v }), cms({ password: v }), dashboard(v)]),
    // A known user with a wrong password: the full password hash, the costly path.
    cms({ username: secrets.cmsEditor.username, password: 'not-the-password' }),
    dashboard('not-the-password'),
  ]
}

/**
 * Busy loops at the normal priority, each bounded in time; killed by PID by the caller. Each in a
 * session of its own, as unrelated jobs are: Linux shares the CPU between sessions first
 * (autogroup), so loops in the suite's session would only have taken the suite's share.
 */
function saturate(): ChildProcess[] {
  const count = (os.availableParallelism?.() ?? os.cpus().length) + 2
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${BUSY_BOUND_MS}; while (Date.now() < end) {}`], {
      stdio: 'ignore',
      detached: true,
    }),
  )
}

export async function runStarved(site: Site): Promise<Section> {
  const section = new Section('starved')
  const busy = saturate()
  const stopBusy = () => {
    for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  process.once('exit', stopBusy)
  try {
    await sleep(1000)
    console.log(
      `  ${busy.length} busy loops on ${os.availableParallelism?.() ?? os.cpus().length} cores; restarting the site`,
    )
    const t0 = Date.now()
    await site.stopApp()
    await site.startApp({ timeoutMs: 180_000 })
    const readyMs = Date.now() - t0
    section.figure('restart', `${(readyMs / 1000).toFixed(1)} s`)
    console.log(
      `  the site answers ${(readyMs / 1000).toFixed(1)} s after the restart; signing in for ${FLOOD_MS / 1000} s`,
    )

    const cases = signInCases()
    const floodEnd = Date.now() + FLOOD_MS
    const signIns: { path: string; res: HttpResult }[] = []
    const health: HttpResult[] = []
    let aliveButSilent = 0
    let next = 0
    const worker = async () => {
      while (Date.now() < floodEnd) {
        const i = next++
        const c = cases[i % cases.length]!
        const res = await request(site.baseUrl, c.path, {
          body: c.body,
          headers: {
            'content-type': 'application/json',
            // Each from its own address: the per-address cut-off must not answer them all.
            'x-forwarded-for': fakeIp(800_000 + i),
            'accept-language': i % 3 === 0 ? 'fr' : 'en',
          },
          timeoutMs: 30_000,
        })
        signIns.push({ path: c.path, res })
        // A site that went away: keep asking, but not in a tight loop.
        if (res.status === 0) await sleep(250)
      }
    }
    const probe = async () => {
      while (Date.now() < floodEnd) {
        const res = await request(site.baseUrl, '/api/health', { timeoutMs: 30_000 })
        health.push(res)
        if (res.status !== 200 && site.appAlive) aliveButSilent++
        await sleep(500)
      }
    }
    // As many at once as the fuzz sends.
    await Promise.all([...Array.from({ length: 6 }, worker), probe()])

    const describe = (r: { path: string; res: HttpResult }) =>
      `${r.path} → ${r.res.status || r.res.error} ${r.res.body.slice(0, 120)}`
    section.check(site.appAlive, 'the site process stayed alive', site.app?.said.slice(-12).join('\n'))
    section.checkAll(
      [...signIns.map((r) => r.res), ...health],
      (res) => !/ECONNREFUSED|ECONNRESET|EPIPE/.test(res.error ?? ''),
      'no refused or reset connection',
      (res) => `${res.status} ${res.error}`,
    )
    section.checkAll(signIns, (r) => r.res.status >= 100, 'every sign-in answered', describe)
    section.checkAll(
      signIns.filter((r) => r.res.status >= 500),
      (r) => r.res.status === 503 && Number(r.res.headers['retry-after']) > 0 && /"BUSY"/.test(r.res.body),
      'no 5xx but 503 BUSY with Retry-After',
      describe,
    )
    section.checkAll(
      health,
      (res) => res.status === 200 && res.ms <= HEALTH_BOUND_MS,
      `/api/health answers 200 within ${HEALTH_BOUND_MS / 1000} s`,
      (res) => `${res.status || res.error} in ${res.ms.toFixed(0)} ms`,
    )
    section.check(aliveButSilent === 0, 'no probe found the process alive but not answering', aliveButSilent)
    section.check(signIns.length >= 30, 'sign-ins were sent', signIns.length)

    const statuses = new Map<number, number>()
    for (const r of signIns) statuses.set(r.res.status, (statuses.get(r.res.status) ?? 0) + 1)
    section.figure('sign-ins', signIns.length)
    section.figure(
      'statuses',
      [...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, k]) => `${s}×${k}`)
        .join(' '),
    )
    section.figure(
      'health p99',
      `${percentile(
        health.map((h) => h.ms),
        99,
      ).toFixed(0)} ms`,
    )
    console.log(`  sign-ins: ${section.figures.statuses}; /api/health p99 ${section.figures['health p99']}`)
  } finally {
    stopBusy()
    process.removeListener('exit', stopBusy)
  }

  // Listening ⇔ answering, with the machine given back: a live process answers within the bound.
  const after = await request(site.baseUrl, '/api/health', { timeoutMs: HEALTH_BOUND_MS })
  section.check(
    site.appAlive === (after.status === 200),
    'once the loops stop: the process alive and answering, or neither',
    `${site.appAlive ? 'alive' : 'exited'}, /api/health ${after.status || after.error}`,
  )
  // The modules after this one need the site: bring it back if it went down.
  if (!site.appAlive || after.status !== 200) {
    await site.stopApp().catch(() => {})
    await site.startApp()
  }
  return section
}
