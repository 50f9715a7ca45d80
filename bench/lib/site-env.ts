import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'

import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { spawnTsx } from '@root/scripts/lib/run'

import { stopProcess, untilReady } from './load'

/**
 * The environment of a production site a bench starts for itself: its own database and data
 * directory, loopback only, and a build directory of its own (NEXT_DIST_DIR, default .next-bench)
 * so that a bench never rebuilds over the build `npm start` or the e2e layer uses.
 */
export function benchSiteEnv({
  port,
  databaseUrl,
  dataDir,
}: {
  port: number
  databaseUrl: string
  dataDir: string
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-bench',
    CMS_EDITOR_PASSWORD: 'bench-Editor-passw0rd',
  }
}

// Fixed for the bench's whole run: every server it starts on its database must agree on them.
const secrets = { payload: crypto.randomBytes(24).toString('hex'), newsletter: crypto.randomBytes(24).toString('hex') }

/**
 * For a server a bench starts without scripts/start.ts (src/server/serve.ts or `next start`): the
 * secrets start.ts would have settled, and no jobs queue adding its work at random moments.
 */
export function benchServerEnv(options: Parameters<typeof benchSiteEnv>[0]): NodeJS.ProcessEnv {
  return {
    ...benchSiteEnv(options),
    NODE_ENV: 'production',
    PAYLOAD_SECRET: secrets.payload,
    NEWSLETTER_SECRET: secrets.newsletter,
    DISABLE_JOBS: '1',
  }
}

/** What startBenchSite started, filled as each part starts, so that stopping it after a failed start leaves nothing. */
export interface BenchSite {
  database?: EmbeddedDatabase
  process?: ChildProcess
}

/**
 * The production site a bench measures: scripts/start.ts (which builds first if the sources changed)
 * on a fresh embedded PostgreSQL in `dataDir`, behind one trusted proxy (TRUST_PROXY=1: each
 * simulated visitor sends an X-Forwarded-For of its own, so the per-address rate limit keys on it).
 * Resolves once the site says it is ready. `extra`: variables added for this bench (a Stripe fake's).
 */
export async function startBenchSite(
  into: BenchSite,
  dataDir: string,
  preferredPort: number,
  extra: Record<string, string> = {},
) {
  process.env.DATA_DIR = dataDir
  const database = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'bench' })
  into.database = database
  const port = await findFreePort(preferredPort)
  const env: NodeJS.ProcessEnv = {
    ...benchSiteEnv({ port, databaseUrl: database.url, dataDir }),
    TRUST_PROXY: '1',
    ...extra,
  }
  console.log(`Starting the site on :${port} (build into ${env.NEXT_DIST_DIR} if needed)…`)
  into.process = spawnTsx('scripts/start.ts', [], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  await untilReady(into.process, /Ready on/, 'The site')
  return { port, baseUrl: `http://127.0.0.1:${port}`, databaseUrl: database.url }
}

/** Stops what startBenchSite started, however far it got. */
export async function stopBenchSite(site: BenchSite): Promise<void> {
  await stopProcess(site.process)
  await site.database?.stop().catch(() => {})
}
