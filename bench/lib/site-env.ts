import crypto from 'node:crypto'

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
