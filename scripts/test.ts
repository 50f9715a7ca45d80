/**
 * `npm test`: every layer, in order, stopping at the first failure.
 *   unit  – the TypeScript check of everything (tests and scripts included, and the route types
 *           `next typegen` writes: tsconfig.typecheck.json), ESLint, Prettier, the
 *           dependency rules, then Vitest (with the generated files against the config)
 *           on pure logic
 *   int   – Vitest against a fresh PostgreSQL database (created and dropped by the run)
 *   e2e   – Playwright + Chromium against a production build on a fresh database
 *   reliability – load, fault and hostile-input suite (tests/reliability), when present
 * `npm test -- <layer>...` runs only those layers; extra arguments after `--` go to the runner.
 */
import './lib/require-supported-node'

import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { e2eFlakyFile } from '@root/tests/e2e/fixtures/env'
import { ensureChromium } from './ensure-chromium'
import { buildIsCurrent } from './lib/build-fingerprint'
import { bin, lowerPriority, run, tsxArgs } from './lib/run'

const all = ['unit', 'int', 'e2e', 'reliability'] as const
type Layer = (typeof all)[number]

const argv = process.argv.slice(2)
const dashdash = argv.indexOf('--')
const requested = (dashdash === -1 ? argv : argv.slice(0, dashdash)) as Layer[]
const passthrough = dashdash === -1 ? [] : argv.slice(dashdash + 1)
const layers = requested.length
  ? requested
  : all.filter((l) => l !== 'reliability' || fs.existsSync('tests/reliability'))

/**
 * Node's compile cache for every process of the run (one set by the caller wins): the integration
 * layer starts a process per file, each loading Payload, Next and their dependencies again, and the
 * sites of the e2e and reliability layers restart many times; from the second load on, V8 reads
 * its compiled code instead of parsing it. Entries are checked against the source, so an edited
 * file is compiled anew. Inside node_modules, which a clean install empties.
 */
const compileCache = path.resolve('node_modules/.cache/node-compile-cache')
const env = { NODE_COMPILE_CACHE: compileCache, ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * A child whose output (stdout and stderr, in the order they came) is held back until `release`
 * prints it, so that two logs never interleave; after that, its output passes straight through.
 * `exit` resolves with its exit code, or the signal that ended it.
 */
function startHeld(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; detached?: boolean } = {}) {
  const child = spawn(command, args, {
    env: options.env ?? env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached,
  })
  const held: Buffer[] = []
  let live = false
  const out = (chunk: Buffer) => (live ? process.stdout.write(chunk) : held.push(chunk))
  child.stdout.on('data', out)
  child.stderr.on('data', out)
  const exit = new Promise<number | NodeJS.Signals>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => resolve(signal ?? code ?? 1))
  })
  return {
    child,
    exit,
    release(heading: string) {
      const text = Buffer.concat(held.splice(0)).toString()
      process.stdout.write(`${heading}\n${text}${text && !text.endsWith('\n') ? '\n' : ''}`)
      live = true
    },
  }
}

/** Children started to run beside a layer: stopped with this run, however it ends. */
const background = new Set<() => void>()
process.on('exit', () => background.forEach((stop) => stop()))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143))
}

/**
 * Runs lanes of commands side by side, the commands of a lane one after another, each command's
 * output printed whole when it ends. The first failure stops the other lanes and rejects. The unit
 * layer's checks are each one process on one core; two at a time use both of a 2-core machine.
 */
async function runLanes(lanes: [command: string, args: string[], env?: NodeJS.ProcessEnv][][]): Promise<void> {
  const children = new Set<ChildProcess>()
  let failed = false
  const runCaptured = async (command: string, args: string[], commandEnv?: NodeJS.ProcessEnv) => {
    const run = startHeld(command, args, { env: commandEnv })
    children.add(run.child)
    const status = await run.exit.finally(() => children.delete(run.child))
    if (failed && status !== 0) throw new Error(`${command} stopped`)
    run.release(`$ ${command} ${args.join(' ')}`)
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`)
  }
  await Promise.all(
    lanes.map(async (lane) => {
      try {
        for (const [command, args, commandEnv] of lane) if (!failed) await runCaptured(command, args, commandEnv)
      } catch (error) {
        if (!failed) {
          failed = true
          for (const child of children) child.kill('SIGTERM')
        }
        throw error
      }
    }),
  )
}

/**
 * The production build the e2e and reliability layers serve (`npm run build`, which stamps it with
 * its sources' fingerprint, so the e2e site then starts without building). Started beside the
 * integration layer, which never reads it, when the sources changed since the last build: the
 * integration files leave about a fifth of two cores idle while they wait on PostgreSQL, and the
 * build, at a lower priority, fills that instead of running alone later. Not beside the unit layer:
 * the build writes next-env.d.ts and .next/types, which its type check reads. Its output is printed
 * whole, before the layer that needs it. Without `next build`'s type check when the unit layer is
 * in the run: that layer checked the same files (tsconfig.typecheck.json), and the check was 29 of
 * the build's CPU-seconds, taken from the integration layer beside it.
 */
function buildBeside(): { awaitBuild: () => Promise<void>; built: Promise<boolean> } {
  const started = Date.now()
  const args = layers.includes('unit') ? ['--no-typecheck'] : []
  // Its own process group, so that stopping it stops `next build` and its workers too.
  const build = startHeld(process.execPath, tsxArgs('scripts/build.ts', args), { detached: true })
  lowerPriority(build.child, 10)
  const stop = () => {
    try {
      process.kill(-build.child.pid!, 'SIGTERM')
    } catch {
      /* already ended */
    }
  }
  background.add(stop)
  // Its failure is reported where the build is awaited.
  void build.exit.finally(() => background.delete(stop)).catch(() => {})
  let printed = false
  return {
    built: build.exit.then(
      (status) => status === 0,
      () => false,
    ),
    awaitBuild: async () => {
      const status = await build.exit
      if (!printed) {
        printed = true
        build.release(
          `$ npm run build (started beside the int layer; ${((Date.now() - started) / 1000).toFixed(0)} s ago)`,
        )
      }
      if (status !== 0) throw new Error(`npm run build exited with ${status}`)
    },
  }
}

/**
 * The reliability suite, started beside the e2e layer when both run, or earlier, beside the end of
 * the integration layer, as soon as the build it serves exists. The e2e layer keeps two cores
 * about four-fifths busy (its tests wait on the site, e-mails, TOTP steps), and the suite's first
 * modules mostly wait (its site's start aside: the headers, relay retries, a crash's 120 s claim
 * lease): they fill the gaps, and started a minute earlier, the modules it runs beside the e2e
 * layer end before that layer does instead of after. The suite's
 * modules that time something or load the machine wait until the e2e layer has ended (the file of
 * RELIABILITY_QUIET_FILE, tests/reliability/lib/beside.ts); its site serves a copy of the build, so
 * that the two sites share no run-time cache. Its output is held back while the e2e layer prints,
 * then follows.
 */
function reliabilityBeside() {
  const quietFile = path.join(os.tmpdir(), `studio-reliability-quiet-${process.pid}`)
  fs.rmSync(quietFile, { force: true })
  const startedAt = Date.now()
  const suite = startHeld(process.execPath, tsxArgs('tests/reliability/run.ts', passthrough), {
    env: { ...env, RELIABILITY_QUIET_FILE: quietFile },
  })
  const stop = () => suite.child.kill('SIGTERM')
  background.add(stop)
  void suite.exit
    .finally(() => {
      background.delete(stop)
      fs.rmSync(quietFile, { force: true })
    })
    .catch(() => {})
  return {
    startedAt,
    /** The e2e layer has ended: the suite goes on alone, and prints as it goes. */
    alone() {
      fs.writeFileSync(quietFile, '')
      suite.release(
        `\n━━ reliability ━━ (started ${((Date.now() - startedAt) / 1000).toFixed(0)} s ago, beside the layers before it)`,
      )
    },
    async finished() {
      const status = await suite.exit
      if (status !== 0) throw new Error(`tests/reliability/run.ts exited with ${status}`)
    },
  }
}

const needsBuild = layers.some((l) => l === 'e2e' || l === 'reliability')
let reliability: ReturnType<typeof reliabilityBeside> | undefined
let build: (() => Promise<void>) | undefined

const started = Date.now()
const timings: string[] = []
/** The e2e tests that passed only on a retry (tests/e2e/flaky-reporter.ts). */
const flaky: string[] = []

for (const layer of layers) {
  const t0 = Date.now()
  // Beside the e2e layer, the reliability suite's heading came when that layer ended.
  if (!(layer === 'reliability' && reliability)) console.log(`\n━━ ${layer} ━━`)
  switch (layer) {
    case 'unit':
      // Two lanes of about the same length (the type check is the longest single step), and Vitest
      // beside them: none reads what another writes, and each of the checks is one process, so a
      // third keeps both cores busy while one of them waits on its files. `next typegen` (a second)
      // writes the route types the check reads into .next/types (not another dist dir's: that is
      // where tsconfig.typecheck.json looks), as `next build` would.
      await runLanes([
        [
          [bin('next'), ['typegen'], { ...env, NEXT_DIST_DIR: '' }],
          [bin('tsc'), ['--noEmit', '-p', 'tsconfig.typecheck.json']],
          [bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', '.']],
        ],
        [
          [bin('eslint'), ['.']],
          [bin('prettier'), ['--check', '--log-level', 'warn', '.']],
        ],
        [[bin('vitest'), ['run', '--project', 'unit', ...passthrough]]],
      ])
      break
    case 'int':
      if (needsBuild && !buildIsCurrent()) {
        const building = buildBeside()
        build = building.awaitBuild
        if (layers.includes('e2e') && layers.includes('reliability'))
          void building.built.then((ok) => {
            if (ok && !reliability) reliability = reliabilityBeside()
          })
      }
      await run(bin('vitest'), ['run', '--project', 'int', ...passthrough], { env })
      break
    case 'e2e': {
      await build?.()
      const chromium = ensureChromium()
      if (chromium) console.log(`Chromium: ${chromium}`)
      const port = await findFreePort(Number(process.env.E2E_PORT || 3199))
      if (layers.includes('reliability') && !reliability) reliability = reliabilityBeside()
      const flakyFile = e2eFlakyFile(port)
      fs.rmSync(flakyFile, { force: true })
      await run(bin('playwright'), ['test', ...passthrough], { env: { ...env, E2E_PORT: String(port) } })
      reliability?.alone()
      // Named again at the very end, below the reliability suite's output, so it is not missed.
      if (fs.existsSync(flakyFile)) flaky.push(...(JSON.parse(fs.readFileSync(flakyFile, 'utf8')) as string[]))
      break
    }
    case 'reliability':
      if (reliability) {
        // Timed from its own start, beside the layers before it.
        await reliability.finished()
        timings.push(
          `reliability ${((Date.now() - reliability.startedAt) / 1000).toFixed(0)} s (from its start, beside the layers before it)`,
        )
        continue
      }
      await build?.()
      await run(bin('tsx'), ['tests/reliability/run.ts', ...passthrough], { env })
      break
    default:
      throw new Error(`Unknown test layer "${layer}" (expected one of ${all.join(', ')})`)
  }
  timings.push(`${layer} ${((Date.now() - t0) / 1000).toFixed(0)} s`)
}
console.log(
  `\nAll requested layers passed (${timings.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(0)} s)`,
)
if (flaky.length) {
  console.log(`\n${flaky.length} e2e test(s) passed only on their retry (flaky: the first attempt's failure is above):`)
  for (const name of flaky) console.log(`  ${name}`)
}
process.exit(0)
