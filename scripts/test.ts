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

const started = Date.now()
const timings: string[] = []

for (const layer of layers) {
  const t0 = Date.now()
  console.log(`\n━━ ${layer} ━━`)
  switch (layer) {
    case 'unit':
      await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { env })
      await run(bin('eslint'), ['.'], { env })
      await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { env })
      await run(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', '.'], { env })
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
