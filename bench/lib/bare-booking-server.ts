/**
 * The yardstick of bench/api.ts: a bare `node:http` + `pg` server that stores a booking
 * the plainest way, one INSERT in a transaction, with none of the site's rules (no validation,
 * rate limit, idempotency, catalogue, e-mails). What the same machine and PostgreSQL allow.
 *
 *   DATABASE_URL=postgres://… PORT=3292 node --import tsx bench/lib/bare-booking-server.ts
 */
import http from 'node:http'

import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
pool.on('error', () => {})

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    void (async () => {
      const b = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string | number>
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const { rows } = await client.query(
          `INSERT INTO bookings (name, email, phone, class_type, format, preferred_date, preferred_time, experience,
             goals, equipment, total_cost, notes, status, locale)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', 'en') RETURNING id, created_at`,
          [
            b.name,
            b.email,
            b.phone,
            b.classType,
            b.format,
            b.preferredDate,
            b.preferredTime,
            b.experience,
            b.goals,
            b.equipment,
            b.totalCost,
            b.notes || null,
          ],
        )
        await client.query('COMMIT')
        res.writeHead(201, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ ...b, ...rows[0] }))
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: String(error) }))
      } finally {
        client.release()
      }
    })()
  })
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare server ready'))
process.on('SIGTERM', () => {
  server.close()
  void pool.end().then(() => process.exit(0))
})
