/**
 * `npm test`: every layer, in order, stopping at the first failure.
 *   unit  – the TypeScript check of everything (tests and scripts included), ESLint, Prettier, the
 *           dependency rules, then Vitest (with the generated files against the config)
 *           on pure logic
 *   int   – Vitest against a fresh PostgreSQL database (created and dropped by the run)
 *   e2e   – Playwright + Chromium against a production build on a fresh database
 *   reliability – load, fault and hostile-input suite (tests/reliability), when present
 * `npm test -- <layer>...` runs only those layers; extra arguments after `--` go to the runner.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { ensureChromium } from './ensure-chromium'
import { bin, run } from './lib/run'

const all = ['unit', 'int', 'e2e', 'reliability'] as const
type Layer = (typeof all)[number]

const argv = process.argv.slice(2)
const dashdash = argv.indexOf('--')
const requested = (dashdash === -1 ? argv : argv.slice(0, dashdash)) as Layer[]
const passthrough = dashdash === -1 ? [] : argv.slice(dashdash + 1)
const layers = requested.length
  ? requested
  : all.filter((l) => l !== 'reliability' || fs.existsSync('tests/reliability'))

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * Runs lanes of commands side by side, the commands of a lane one after another, each command's
 * output held back and printed whole when it ends, so that two logs never interleave. The first
 * failure stops the other lanes and rejects. The unit layer's checks are each one process on one
 * core; two at a time use both of a 2-core machine.
 */
async function runLanes(lanes: [command: string, args: string[]][][]): Promise<void> {
  const children = new Set<ChildProcess>()
  let failed = false
  const runCaptured = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
      children.add(child)
      const output: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
      child.on('error', reject)
      child.on('close', (code, signal) => {
        children.delete(child)
        if (failed && code !== 0) return reject(new Error(`${command} stopped`))
        const text = Buffer.concat(output).toString()
        process.stdout.write(`$ ${command} ${args.join(' ')}\n${text}${text && !text.endsWith('\n') ? '\n' : ''}`)
        if (code === 0) resolve()
        else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
      })
    })
  await Promise.all(
    lanes.map(async (lane) => {
      try {
        for (const [command, args] of lane) if (!failed) await runCaptured(command, args)
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

const started = Date.now()
const timings: string[] = []

for (const layer of layers) {
  const t0 = Date.now()
  console.log(`\n━━ ${layer} ━━`)
  switch (layer) {
    case 'unit':
      // Two lanes of about the same length (the type check is the longest single step).
      await runLanes([
        [
          [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
          [bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', '.']],
        ],
        [
          [bin('eslint'), ['.']],
          [bin('prettier'), ['--check', '--log-level', 'warn', '.']],
        ],
      ])
      await run(bin('vitest'), ['run', '--project', 'unit', ...passthrough], { env })
      break
    case 'int':
      await run(bin('vitest'), ['run', '--project', 'int', ...passthrough], { env })
      break
    case 'e2e': {
      const chromium = ensureChromium()
      if (chromium) console.log(`Chromium: ${chromium}`)
      const port = await findFreePort(Number(process.env.E2E_PORT || 3199))
      await run(bin('playwright'), ['test', ...passthrough], { env: { ...env, E2E_PORT: String(port) } })
      break
    }
    case 'reliability':
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
process.exit(0)
