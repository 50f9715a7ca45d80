/**
 * Valid public submissions, each traceable in the database by a unique e-mail address (or pool
 * userId), so that every accepted one can be counted: exactly one row, never zero, never two.
 */
export type Kind = 'booking' | 'inquiry' | 'newsletter' | 'pool'

export const ROUTES: Record<Kind, string> = {
  booking: '/api/class-bookings',
  inquiry: '/api/contact',
  newsletter: '/api/newsletter',
  pool: '/api/pool-registration',
}

export const KINDS: Kind[] = ['booking', 'inquiry', 'newsletter', 'pool']

export interface Submission {
  kind: Kind
  /** Unique across the run; lower-case (the newsletter and pool schemas lower-case). */
  tag: string
  email: string
  body: Record<string, unknown>
}

export function makeSubmission(kind: Kind, tag: string): Submission {
  const email = `${tag}@load.test`
  switch (kind) {
    case 'booking':
      return {
        kind,
        tag,
        email,
        body: {
          name: 'Élodie Tremblay',
          email,
          phone: '(514) 555-0142',
          classType: 'portrait-mastery',
          format: 'in-person',
          preferredDate: '2031-05-04',
          preferredTime: 'evening',
          experience: 'some-experience',
          goals: 'Light faces well',
          equipment: 'Canon EOS R6',
          notes: '',
          totalCost: 449,
        },
      }
    case 'inquiry':
      return {
        kind,
        tag,
        email,
        body: {
          name: 'Marc Gagnon',
          email,
          phone: '514 555 0199',
          serviceType: 'family',
          message: 'A family session in the park next spring, please.',
          referralSource: 'google',
        },
      }
    case 'newsletter':
      return { kind, tag, email, body: { email } }
    case 'pool':
      return {
        kind,
        tag,
        email,
        body: { name: 'Julie Roy', userId: tag, email, supportingTeam: 'CF Montréal', selectedGame: 'qf-3' },
      }
  }
}

/** Rows stored for one submission, by the table its kind lands in. */
export const COUNT_SQL: Record<Kind, string> = {
  booking: 'SELECT count(*)::int AS n FROM bookings WHERE email = $1',
  inquiry: 'SELECT count(*)::int AS n FROM inquiries WHERE email = $1',
  newsletter: 'SELECT count(*)::int AS n FROM subscribers WHERE email = $1',
  pool: 'SELECT count(*)::int AS n FROM pool_entries WHERE user_id = $1',
}

/** Every row of a run at once: tag → count, by kind (one query per table instead of one per row). */
export async function countRows(
  query: (text: string, values?: unknown[]) => Promise<{ key: string; n: number }[]>,
  prefix: string,
): Promise<Map<string, number>> {
  const like = `${prefix}%`
  const rows = [
    ...(await query(
      `SELECT split_part(email, '@', 1) AS key, count(*)::int AS n FROM bookings WHERE email LIKE $1 GROUP BY 1`,
      [like],
    )),
    ...(await query(
      `SELECT split_part(email, '@', 1) AS key, count(*)::int AS n FROM inquiries WHERE email LIKE $1 GROUP BY 1`,
      [like],
    )),
    ...(await query(
      `SELECT split_part(email, '@', 1) AS key, count(*)::int AS n FROM subscribers WHERE email LIKE $1 GROUP BY 1`,
      [like],
    )),
    ...(await query(`SELECT user_id AS key, count(*)::int AS n FROM pool_entries WHERE user_id LIKE $1 GROUP BY 1`, [
      like,
    ])),
  ]
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + row.n)
  return counts
}
