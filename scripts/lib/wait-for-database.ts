import pg from 'pg'

/**
 * Waits until PostgreSQL accepts connections, so a site started while its database is down
 * waits and retries instead of crashing.
 */
export async function waitForDatabase(url: string, { timeoutMs = 10 * 60_000, log = console.log } = {}) {
  const started = Date.now()
  let attempt = 0
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    try {
      await client.connect()
      await client.query('SELECT 1')
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() - started > timeoutMs) throw error
      attempt++
      if (attempt === 1 || attempt % 10 === 0) log(`Waiting for PostgreSQL (${(error as Error).message})…`)
      await new Promise((r) => setTimeout(r, Math.min(500 * attempt, 3000)))
    }
  }
}
