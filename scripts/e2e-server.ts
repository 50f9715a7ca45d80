/**
 * The site as end-to-end tests see it: a production build served by scripts/start.ts on a fresh
 * embedded PostgreSQL in a temporary directory (migrated and seeded), removed afterwards.
 * Playwright starts and stops it (playwright.config.ts `webServer`).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { e2eEnv } from '@/tests/e2e/fixtures/env'
import { spawnTsx } from './lib/run'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'))
fs.chmodSync(tmp, 0o711)
const child = spawnTsx('scripts/start.ts', [], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, ...e2eEnv(), DATA_DIR: tmp, EMBEDDED_PG_PORT: '0' },
})
const cleanup = () => fs.rmSync(tmp, { recursive: true, force: true })
const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
