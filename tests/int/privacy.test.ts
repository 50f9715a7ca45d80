import { unzipSync, strFromU8 } from 'fflate'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { ERASED_EMAIL } from '@/lib/privacy/store'
import { api, apiJson, testPayload } from './helpers/api'
import { bearer, parseCsv, signInAdmin } from './helpers/admin'
import { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking, validInquiry } from './helpers/public'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  token = await signInAdmin()
})

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })

const submit = async (path: string, json: unknown, headers: Record<string, string> = {}) => {
  const res = await apiJson(path, { method: 'POST', json, ip: nextIp(), headers })
  expect(res.status, `${path} ${JSON.stringify(res.data)}`).toBeLessThan(300)
  return res.data
}

/** A class and one dated session of its own, so that its seat count is this test's alone. */
async function sessionOfItsOwn() {
  const classId = `privacy-class-${uid()}`
  const cls = await payload.create({
    collection: 'classes',
    locale: 'en',
    data: {
      classId,
      title: 'Privacy Light',
      level: 'All',
      duration: '2 hours',
      price: 180,
      formatOptions: ['in-person'],
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const session = await payload.create({
    collection: 'class-sessions',
    data: {
      class: cls.id,
      startsAt: new Date(Date.now() + 9 * 24 * 3600_000).toISOString(),
      startsAt_tz: 'America/Toronto',
      durationMinutes: 120,
      format: 'in-person',
      location: '123 rue Saint-Paul, Montréal',
      capacity: 6,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { classId, sessionId: session.id }
}

/**
 * Every text, varchar and jsonb column of every table of the database (information_schema, so a
 * table no registry knows is searched too) that holds `needle`, as `table.column`.
 */
async function columnsHolding(needle: string, except?: string): Promise<string[]> {
  const columns = await execute(
    payload,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  )
  const found: string[] = []
  for (const { table_name, column_name } of columns) {
    const rows = await execute(
      payload,
      sql`SELECT 1 FROM ${sql.identifier(String(table_name))}
          WHERE position(${needle.toLowerCase()} in replace(lower(${sql.identifier(String(column_name))}::text), ${except?.toLowerCase() ?? ''}, '')) > 0
          LIMIT 1`,
    )
    if (rows.length) found.push(`${table_name}.${column_name}`)
  }
  return found
}

const seatsTaken = async (sessionId: number) => {
  const res = await admin('/api/admin/class-sessions')
  return res.data.find((s: { id: number }) => s.id === sessionId)?.taken
}

describe('privacy requests', () => {
  it('finds, exports and erases one person everywhere; the anonymized booking still counts', async () => {
    const tag = uid()
    const email = `Privacy-${tag}@Example.ca`
    const address = email.toLowerCase()
    const name = `Zoé Privacy${tag}`
    const phone = `514 555 ${tag.slice(0, 4).replace(/\D/g, '7')}`
    const { classId, sessionId } = await sessionOfItsOwn()

    const inquiry = await submit('/api/contact', validInquiry({ name, email: address, phone }), {
      'Idempotency-Key': `privacy-${tag}`,
    })
    // The inquiry's history: a private note and a reply through the outbox, both naming the person.
    const noted = await admin(`/api/admin/contacts/${inquiry.id}`, {
      method: 'PATCH',
      json: { stage: 'replied', note: `Called ${name} back` },
    })
    expect(noted.status, JSON.stringify(noted.data)).toBe(200)
    const replied = await admin(`/api/admin/contacts/${inquiry.id}/reply`, {
      method: 'POST',
      json: { subject: `For ${name}`, body: `Hello ${name}, thank you.` },
    })
    expect(replied.status, JSON.stringify(replied.data)).toBeLessThan(300)
    const booking = await submit(
      '/api/class-bookings',
      validBooking({ name, email: address, phone, classType: classId, session: sessionId, preferredDate: '' }),
    )
    await submit('/api/newsletter', { email: address })
    await submit('/api/pool-registration', {
      name,
      userId: `privacy-${tag}`,
      email: address,
      supportingTeam: 'CF Montréal',
      selectedGame: 'qf-1',
    })
    // Someone else, who must keep everything.
    const other = `other-${tag}@example.ca`
    await submit('/api/contact', validInquiry({ name: `Other ${tag}`, email: other }))
    // And someone whose address contains this one: a substring is not the same person.
    const neighbour = `z${address}`
    await submit('/api/contact', validInquiry({ name: `Neighbour ${tag}`, email: neighbour }))

    expect(await columnsHolding(address)).not.toEqual([])
    const takenBefore = await seatsTaken(sessionId)
    expect(takenBefore).toBe(1)

    // Find: by the address in any case; every kind is there.
    const found = await admin(`/api/admin/privacy/person?email=${encodeURIComponent(email.toUpperCase())}`)
    expect(found.status).toBe(200)
    const kinds = found.data.records.map((r: { kind: string }) => r.kind)
    expect(kinds).toEqual(
      expect.arrayContaining(['inquiry-history', 'inquiry', 'class-booking', 'newsletter', 'pool-entry', 'email']),
    )
    expect(found.data.total).toBeGreaterThanOrEqual(5)

    // Export: one ZIP with JSON, one CSV per kind and the bilingual explanation.
    const exported = await api(`/api/admin/privacy/export?email=${encodeURIComponent(address)}`, {
      headers: bearer(token),
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()))
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['person.json', 'README.txt', 'inquiry.csv', 'class-booking.csv']),
    )
    const person = JSON.parse(strFromU8(files['person.json']!))
    expect(person.records.inquiry[0]).toMatchObject({ name, email: address, phone })
    const bookingCsv = parseCsv(strFromU8(files['class-booking.csv']!))
    expect(bookingCsv[0]).toMatchObject({ name, email: address, total_cost: '180' })
    const readme = strFromU8(files['README.txt']!)
    expect(readme).toContain('Phone number')
    expect(readme).toContain('Numéro de téléphone')

    // Erase: confirmation required first.
    const unconfirmed = await admin('/api/admin/privacy/erase?locale=fr', { method: 'POST', json: { email } })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.data.error).toBe('CONFIRMATION_REQUIRED')
    expect(unconfirmed.data.message).toMatch(/effacer/)
    expect((await columnsHolding(address)).length).toBeGreaterThan(0)

    const erased = await admin('/api/admin/privacy/erase', { method: 'POST', json: { email, confirm: address } })
    expect(erased.status).toBe(200)
    expect(erased.data.erased).toBeGreaterThanOrEqual(5)
    expect(erased.data.byKind).toMatchObject({ inquiry: 1, 'class-booking': 1, newsletter: 1, 'pool-entry': 1 })

    // No column of any table holds the address, the name or the phone any more.
    expect(await columnsHolding(address, neighbour)).toEqual([])
    expect(await columnsHolding(name)).toEqual([])
    expect(await columnsHolding(`Privacy${tag}`)).toEqual([])
    expect(await columnsHolding(`privacy-${tag}`, neighbour)).toEqual([])

    // The booking stays for the accounts: its class, session, amount and seat.
    const kept = await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: true })
    expect(kept).toMatchObject({ classType: classId, totalCost: 180, email: ERASED_EMAIL, phone: null })
    expect(await seatsTaken(sessionId)).toBe(takenBefore)
    const total = await execute(
      payload,
      sql`SELECT count(*)::int AS n, sum(total_cost)::int AS amount FROM bookings WHERE class_type = ${classId}`,
    )
    expect(total[0]).toEqual({ n: 1, amount: 180 })

    // The others keep their inquiry and the e-mails about it.
    expect(await columnsHolding(other)).toEqual(expect.arrayContaining(['inquiries.email', 'outbox.reply_to']))
    expect(await columnsHolding(neighbour)).toEqual(
      expect.arrayContaining(['inquiries.email', 'outbox.reply_to', 'outbox.text']),
    )

    // Asked twice: a clear answer, nothing changed.
    const again = await admin('/api/admin/privacy/erase', { method: 'POST', json: { email, confirm: email } })
    expect(again.status).toBe(200)
    expect(again.data).toMatchObject({ erased: 0 })
    expect(again.data.message).toMatch(/already erased/)
    expect(await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: true })).toMatchObject({
      totalCost: 180,
    })

    // The register lists each request without the person's data.
    const register = await admin('/api/admin/privacy/requests')
    expect(register.status).toBe(200)
    expect(register.data.slice(0, 4).map((r: { kind: string }) => r.kind)).toEqual([
      'erasure',
      'erasure',
      'export',
      'search',
    ])
    expect(register.data[1].records).toBe(erased.data.erased)
    expect(JSON.stringify(register.data)).not.toContain(tag)
  })

  it('finds the person’s own records only: never another person’s record that mentions the address', async () => {
    const tag = uid()
    const victim = `victim-${tag}@example.ca`
    // Someone else writes the address in their message, with a stored answer (Idempotency-Key).
    const writerName = `Writer Mention${tag}`
    const writerPhone = '438 555 0123'
    const writer = await submit(
      '/api/contact',
      validInquiry({
        name: writerName,
        email: `writer-${tag}@example.ca`,
        phone: writerPhone,
        message: `Please also send the proofs to ${victim}, she organizes the day.`,
      }),
      { 'Idempotency-Key': `writer-${tag}` },
    )
    // The person's own inquiry, and the same mailbox with a +tag: another identity, kept apart.
    const own = await submit('/api/contact', validInquiry({ name: `Victim Own${tag}`, email: victim }))
    const tagged = await submit(
      '/api/contact',
      validInquiry({ name: `Victim Tagged${tag}`, email: `victim-${tag}+photos@example.ca` }),
    )
    const writerRows = async () => ({
      inquiry: await execute(payload, sql`SELECT id FROM inquiries WHERE id = ${writer.id}`),
      outbox: await execute(
        payload,
        sql`SELECT id, status FROM outbox WHERE about_collection = 'inquiries' AND about_id = ${writer.id} ORDER BY id`,
      ),
      answer: await execute(payload, sql`SELECT id FROM idempotency_keys WHERE key = ${`writer-${tag}`}`),
    })
    const before = await writerRows()
    // The studio's notice of the writer's inquiry and the writer's copy both quote the address.
    expect(before.outbox.length).toBe(2)
    expect(before.answer.length).toBe(1)

    const found = await admin(`/api/admin/privacy/person?email=${encodeURIComponent(victim)}`)
    expect(found.status).toBe(200)
    const text = JSON.stringify(found.data)
    for (const foreign of [writerName, writerPhone, 'send the proofs', `Victim Tagged${tag}`])
      expect(text).not.toContain(foreign)
    const inquiries = found.data.records.find((r: { kind: string }) => r.kind === 'inquiry')
    expect(inquiries.rows.map((row: { id: number }) => row.id)).toEqual([own.id])
    // The studio's notice of the person's own inquiry is theirs, by its inquiry number.
    expect(found.data.matched).toEqual(
      expect.arrayContaining([
        { kind: 'inquiry', table: 'inquiries', rule: 'inquiries-by-email', count: 1 },
        { kind: 'email', table: 'outbox', rule: 'outbox-about-inquiries', count: 2 },
        { kind: 'email', table: 'outbox', rule: 'outbox-by-recipient', count: 1 },
      ]),
    )

    const exported = await api(`/api/admin/privacy/export?email=${encodeURIComponent(victim)}`, {
      headers: bearer(token),
    })
    expect(exported.status).toBe(200)
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()))
    const archive = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n')
    for (const foreign of [writerName, writerPhone, 'send the proofs']) expect(archive).not.toContain(foreign)

    const erased = await admin('/api/admin/privacy/erase', { method: 'POST', json: { email: victim, confirm: victim } })
    expect(erased.status).toBe(200)
    expect(erased.data.byKind).toMatchObject({ inquiry: 1, email: 2 })
    // The writer keeps their inquiry, the messages about it (unsent ones still waiting) and their answer.
    expect(await writerRows()).toEqual(before)
    expect(await execute(payload, sql`SELECT id FROM inquiries WHERE id = ${tagged.id}`)).toHaveLength(1)
    expect(await execute(payload, sql`SELECT id FROM inquiries WHERE id = ${own.id}`)).toHaveLength(0)

    // The register says what matched and by which rule, without the address.
    const register = await admin('/api/admin/privacy/requests')
    expect(register.data[0]).toMatchObject({ kind: 'erasure', records: erased.data.erased })
    expect(register.data[0].matched).toEqual(expect.arrayContaining(erased.data.matched))
    expect(register.data[0].matched).toContainEqual({
      kind: 'inquiry',
      table: 'inquiries',
      rule: 'inquiries-by-email',
      count: 1,
    })
    expect(JSON.stringify(register.data.slice(0, 3))).not.toContain(tag)
  })

  it('takes one whole valid address: fragments and non-addresses are refused, nothing changed', async () => {
    const outboxCount = async () => Number((await execute(payload, sql`SELECT count(*)::int AS n FROM outbox`))[0]!.n)
    await submit('/api/contact', validInquiry({ email: `the-${uid()}@example.ca`, message: 'the the the' }))
    const countBefore = await outboxCount()
    for (const email of ['the', 'example.ca', '@example.ca', 'not an address', `${'a'.repeat(300)}@example.ca`, '']) {
      const found = await admin(`/api/admin/privacy/person?email=${encodeURIComponent(email)}&locale=fr`)
      expect(found.status, email).toBe(400)
      expect(found.data).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.any(String) })
      const exported = await admin(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`)
      expect(exported.status, email).toBe(400)
      const erased = await admin('/api/admin/privacy/erase', { method: 'POST', json: { email, confirm: email } })
      expect(erased.status, email).toBe(400)
      expect(erased.data.error).toBe('VALIDATION_FAILED')
    }
    expect(await outboxCount()).toBeGreaterThanOrEqual(countBefore)
  })

  it('the studio’s own address never matches the studio’s mail: no request can empty the outbox', async () => {
    const studio = 'hello@studio.test'
    const tag = uid()
    await submit('/api/contact', validInquiry({ name: `Client Studio${tag}`, email: `client-${tag}@example.ca` }))
    const studioMail = async () =>
      execute(
        payload,
        sql`SELECT id, status FROM outbox WHERE lower(${sql.identifier('to')}) = ${studio} OR lower(reply_to) = ${studio} ORDER BY id`,
      )
    const before = await studioMail()
    // The notice to the studio and the client's copy (Reply-To the studio), both unsent.
    expect(before.length).toBeGreaterThanOrEqual(2)
    expect(before.some((row) => row.status === 'pending')).toBe(true)

    const found = await admin(`/api/admin/privacy/person?email=${encodeURIComponent(studio.toUpperCase())}`)
    expect(found.status).toBe(200)
    expect(found.data.records.find((r: { kind: string }) => r.kind === 'email')).toBeUndefined()
    const erased = await admin('/api/admin/privacy/erase', { method: 'POST', json: { email: studio, confirm: studio } })
    expect(erased.status).toBe(200)
    expect(erased.data.byKind.email).toBeUndefined()
    const after = await studioMail()
    expect(after.filter((row) => before.some((b) => b.id === row.id))).toEqual(before)
  })

  it('an address that matches nothing: a clear answer, nothing changed', async () => {
    const nobody = `nobody-${uid()}@example.ca`
    const found = await admin(`/api/admin/privacy/person?email=${nobody}&locale=fr`)
    expect(found.status).toBe(200)
    expect(found.data).toMatchObject({ total: 0, records: [] })
    expect(found.data.message).toMatch(/Aucun enregistrement/)
    const exported = await admin(`/api/admin/privacy/export?email=${nobody}`)
    expect(exported.status).toBe(404)
    expect(exported.data.error).toBe('NOT_FOUND')
    const missing = await admin('/api/admin/privacy/person')
    expect(missing.status).toBe(400)
    expect(missing.data.error).toBe('VALIDATION_FAILED')
  })

  it('needs the administrator session', async () => {
    expect((await apiJson('/api/admin/privacy/person?email=a@b.ca')).status).toBe(401)
    expect((await apiJson('/api/admin/privacy/erase', { method: 'POST', json: { email: 'a@b.ca' } })).status).toBe(401)
    expect((await apiJson('/api/admin/privacy/requests')).status).toBe(401)
  })
})
