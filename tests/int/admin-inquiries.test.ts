/**
 * The inquiry pipeline through the real /api handlers on the run's PostgreSQL: stage
 * rules and their history (dashboard and CMS editor), replies queued in the inquiry's language,
 * refusals that change nothing, the 24-hour reminder sent once however many timers race, filters,
 * counts, the CSV columns, linked activity and the reply templates.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { authClock } from '@/lib/auth/clock'
import { SESSION_TTL_MS } from '@/lib/auth/sessions'
import { execute } from '@/lib/db/statements'
import { consultationBooked } from '@/lib/inquiries/linked'
import { remindWaitingInquiries } from '@/lib/inquiries/reminder'
import { createLocalReq } from 'payload'

import { apiJson, api, testPayload } from './helpers/api'
import { bearer, parseCsv, signInAdmin } from './helpers/admin'
import { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking, validInquiry } from './helpers/public'

let payload: Payload
let token: string
const realNow = authClock.now

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  token = await signInAdmin()
})
afterEach(() => {
  authClock.now = realNow
})

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })

async function newInquiry(overrides: Record<string, unknown> = {}, locale: 'en' | 'fr' = 'en') {
  const email = `inq-${uid()}@example.ca`
  const res = await apiJson(`/api/contact?locale=${locale}`, {
    method: 'POST',
    json: validInquiry({ email, ...overrides }),
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.data)).toBe(201)
  return { id: res.data.id as number, email }
}

const detail = async (id: number) => {
  const res = await admin(`/api/admin/contacts/${id}`)
  expect(res.status, JSON.stringify(res.data)).toBe(200)
  return res.data
}
const outboxTo = async (to: string, kind?: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: to } }, ...(kind ? [{ kind: { equals: kind } }] : [])] },
      overrideAccess: true,
      sort: 'id',
    })
  ).docs

describe('stages', () => {
  it('a new inquiry is listed as new; moves are recorded with when and by the dashboard', async () => {
    const { id } = await newInquiry()
    const listed = await admin('/api/admin/contacts?stage=new&limit=200')
    expect(listed.data.find((c: { id: number }) => c.id === id)).toMatchObject({ stage: 'new', firstRepliedAt: null })

    const moved = await admin(`/api/admin/contacts/${id}`, { method: 'PATCH', json: { stage: 'proposal-sent' } })
    expect(moved.status, JSON.stringify(moved.data)).toBe(200)
    expect(moved.data.inquiry).toMatchObject({ stage: 'proposal-sent', stageChangedBy: 'dashboard' })
    expect(moved.data.added).toEqual([
      expect.objectContaining({ kind: 'stage', fromStage: 'new', toStage: 'proposal-sent', actor: 'dashboard' }),
    ])
    expect(Date.now() - new Date(moved.data.inquiry.stageChangedAt).getTime()).toBeLessThan(60_000)

    // A private note alone: an entry of its own, the stage stays.
    const noted = await admin(`/api/admin/contacts/${id}`, {
      method: 'PATCH',
      json: { note: 'Called, sending a quote' },
    })
    expect(noted.status).toBe(200)
    expect(noted.data.inquiry.stage).toBe('proposal-sent')
    expect(noted.data.added).toEqual([
      expect.objectContaining({ kind: 'note', text: 'Called, sending a quote', actor: 'dashboard' }),
    ])

    const lost = await admin(`/api/admin/contacts/${id}`, {
      method: 'PATCH',
      json: { stage: 'lost', lostReason: 'budget', note: 'Went with a cheaper offer' },
    })
    expect(lost.status).toBe(200)
    expect(lost.data.inquiry).toMatchObject({
      stage: 'lost',
      lostReason: 'budget',
      lostNote: 'Went with a cheaper offer',
    })
    expect(lost.data.added).toEqual([
      expect.objectContaining({
        kind: 'stage',
        fromStage: 'proposal-sent',
        toStage: 'lost',
        lostReason: 'budget',
        text: 'Went with a cheaper offer',
      }),
    ])
    // Leaving "lost" forgets the reason on the inquiry; the history keeps it.
    const archived = await admin(`/api/admin/contacts/${id}`, { method: 'PATCH', json: { stage: 'archived' } })
    expect(archived.data.inquiry).toMatchObject({ stage: 'archived', lostReason: null })
    expect((await detail(id)).history.filter((e: { kind: string }) => e.kind === 'stage')).toHaveLength(3)
  })

  it('bad changes are a 400 in the dashboard language and change nothing', async () => {
    const { id } = await newInquiry()
    const cases: [unknown, string][] = [
      [{ stage: 'won' }, 'stage'],
      [{ stage: 'lost' }, 'lostReason'],
      [{ stage: 'lost', lostReason: 'weather' }, 'lostReason'],
      [{ stage: 'booked', lostReason: 'budget' }, 'lostReason'],
      [{}, 'stage'],
      [{ note: 'x'.repeat(5001) }, 'note'],
    ]
    for (const [json, field] of cases) {
      const res = await admin(`/api/admin/contacts/${id}?locale=fr`, { method: 'PATCH', json })
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(res.data.error).toBe('VALIDATION_FAILED')
      expect(res.data.fieldErrors[field], JSON.stringify(res.data)).toBeTruthy()
    }
    const fr = await admin(`/api/admin/contacts/${id}?locale=fr`, { method: 'PATCH', json: { stage: 'won' } })
    expect(fr.data.fieldErrors.stage).toBe('Veuillez choisir une des étapes.')
    const after = await detail(id)
    expect(after.inquiry.stage).toBe('new')
    expect(after.history).toEqual([])

    expect((await admin('/api/admin/contacts/999999999', { method: 'PATCH', json: { stage: 'booked' } })).status).toBe(
      404,
    )
    expect((await admin('/api/admin/contacts/abc', { method: 'PATCH', json: { stage: 'booked' } })).status).toBe(404)
  })

  it('a change by an expired session is a 401 in the dashboard language and changes nothing', async () => {
    const { id } = await newInquiry()
    const stale = await signInAdmin()
    const start = Date.now()
    authClock.now = () => start + SESSION_TTL_MS + 60_000
    const res = await apiJson(`/api/admin/contacts/${id}?locale=fr`, {
      method: 'PATCH',
      json: { stage: 'booked' },
      headers: bearer(stale),
    })
    expect(res.status).toBe(401)
    expect(res.data).toMatchObject({ error: 'UNAUTHORIZED', message: 'Veuillez vous connecter au tableau de bord.' })
    const reply = await apiJson(`/api/admin/contacts/${id}/reply`, {
      method: 'POST',
      json: { subject: 'Hi', body: 'Hello' },
      headers: bearer(stale),
    })
    expect(reply.status).toBe(401)
    authClock.now = realNow
    const after = await detail(id)
    expect(after.inquiry.stage).toBe('new')
    expect(after.history).toEqual([])
  })

  it('a CMS editor’s change is recorded as theirs, under the same rules', async () => {
    const { id } = await newInquiry()
    const editor = await payload.create({
      collection: 'users',
      data: { username: `editor-${uid()}`, password: 'Editor-passw0rd!' } as never,
      overrideAccess: true,
    })
    const user = { ...editor, collection: 'users' as const }
    await payload.update({ collection: 'inquiries', id, data: { stage: 'booked' }, user, overrideAccess: false })
    const after = await detail(id)
    expect(after.inquiry).toMatchObject({ stage: 'booked', stageChangedBy: `cms:${editor.username}` })
    expect(after.history).toEqual([
      expect.objectContaining({ kind: 'stage', toStage: 'booked', actor: 'cms', actorName: editor.username }),
    ])
    // Lost needs its reason in /cms too.
    await expect(
      payload.update({ collection: 'inquiries', id, data: { stage: 'lost' }, user, overrideAccess: false }),
    ).rejects.toThrow()
    // A note an editor adds in /cms (the inquiry's note field) is recorded by the site as theirs.
    await payload.update({
      collection: 'inquiries',
      id,
      data: { note: 'Spoke at the fair' },
      user,
      overrideAccess: false,
    })
    expect((await detail(id)).history.at(-1)).toMatchObject({
      kind: 'note',
      actor: 'cms',
      actorName: editor.username,
      text: 'Spoke at the fair',
    })
    // History is the site's alone, even for editors: no entry written, none edited.
    await expect(
      payload.create({
        collection: 'inquiry-events',
        data: { inquiry: id, kind: 'reply', actor: 'dashboard', text: 'Forged' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const entry = (await detail(id)).history[0]
    await expect(
      payload.update({
        collection: 'inquiry-events',
        id: entry.id,
        data: { text: 'rewritten' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('what the site computes, through the CMS API', () => {
  let jwt: Record<string, string>
  beforeAll(async () => {
    const editor = { username: `computed-${uid()}`, password: 'Computed-passw0rd!' }
    await payload.create({ collection: 'users', data: editor as never, overrideAccess: true })
    const login = await apiJson('/api/users/login', { method: 'POST', json: editor, ip: nextIp() })
    expect(login.status, JSON.stringify(login.data)).toBe(200)
    jwt = { authorization: `JWT ${login.data.token}` }
  })
  const cms = (path: string, method: string, json?: unknown) => apiJson(path, { method, json, headers: jwt })
  const row = async (table: string, id: number) =>
    (await execute(payload, sql`SELECT * FROM ${sql.identifier(table)} WHERE id = ${id}`))[0]!

  it('an editor token cannot rewrite an inquiry’s stamps, reopen an answered one or forge its history', async () => {
    const { id } = await newInquiry()
    const replied = await admin(`/api/admin/contacts/${id}/reply`, {
      method: 'POST',
      json: { subject: 'Hi', body: 'Hello' },
    })
    expect(replied.status).toBe(202)
    const answered = await row('inquiries', id)
    expect(answered.first_replied_at).toBeTruthy()
    const historyBefore = (await detail(id)).history

    const refused: [string, Record<string, unknown>][] = [
      ['clear the first reply', { firstRepliedAt: null }],
      ['clear it and go back to new at once', { firstRepliedAt: null, stage: 'new' }],
      ['back to new', { stage: 'new' }],
      ['back-date the stage', { stageChangedAt: '2020-01-01T00:00:00.000Z', stageChangedBy: 'dashboard' }],
      ['forge who changed it', { stageChangedBy: 'site' }],
      ['forge the reminder', { remindedAt: '2020-01-01T00:00:00.000Z' }],
      ['a reason without lost', { lostReason: 'budget' }],
    ]
    for (const [what, json] of refused) {
      const res = await cms(`/api/inquiries/${id}`, 'PATCH', json)
      expect(res.status, `${what}: ${JSON.stringify(res.data)}`).toBe(400)
    }
    expect(await row('inquiries', id)).toEqual(answered)

    const forged = await cms('/api/inquiry-events', 'POST', {
      inquiry: id,
      kind: 'stage',
      fromStage: 'new',
      toStage: 'booked',
      actor: 'dashboard',
    })
    expect(forged.status).toBe(403)
    const entry = historyBefore[0].id
    expect((await cms(`/api/inquiry-events/${entry}`, 'PATCH', { text: 'rewritten' })).status).toBe(403)
    expect((await cms(`/api/inquiry-events/${entry}`, 'DELETE')).status).toBe(403)
    expect((await detail(id)).history).toEqual(historyBefore)

    // What an editor may do still works: a stage under the rules, with a note; the stamps sent back
    // unchanged, as the editing screen sends them.
    const moved = await cms(`/api/inquiries/${id}`, 'PATCH', {
      stage: 'proposal-sent',
      note: 'Sent the PDF',
      firstRepliedAt: new Date(answered.first_replied_at as string).toISOString(),
      stageChangedBy: answered.stage_changed_by,
    })
    expect(moved.status, JSON.stringify(moved.data)).toBe(200)
    const after = await detail(id)
    expect(after.inquiry).toMatchObject({
      stage: 'proposal-sent',
      stageChangedBy: expect.stringMatching(/^cms:computed-/),
    })
    expect(after.history.at(-1)).toMatchObject({
      kind: 'stage',
      toStage: 'proposal-sent',
      text: 'Sent the PDF',
      actor: 'cms',
    })
  })

  it('an editor token cannot create an inquiry with stamps', async () => {
    const created = await cms('/api/inquiries', 'POST', {
      ...validInquiry({ email: `stamped-${uid()}@example.ca` }),
      firstRepliedAt: '2020-01-01T00:00:00.000Z',
    })
    expect(created.status, JSON.stringify(created.data)).toBe(400)
  })

  it('an editor token cannot forge a booking’s, a consultation’s or a consent’s stamps', async () => {
    const booking = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email: `computed-${uid()}@example.ca` }),
      ip: nextIp(),
    })
    expect(booking.status, JSON.stringify(booking.data)).toBeLessThan(300)
    const bookingBefore = await row('bookings', booking.data.id)
    for (const json of [{ remindedAt: '2020-01-01T00:00:00.000Z' }, { offerExpiresAt: '2099-01-01T00:00:00.000Z' }])
      expect((await cms(`/api/bookings/${booking.data.id}`, 'PATCH', json)).status).toBe(400)
    expect(await row('bookings', booking.data.id)).toEqual(bookingBefore)

    const start = Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 3000) * 24 * 3600_000
    const consultation = await payload.create({
      collection: 'consultation-bookings',
      data: {
        name: 'Computed Consult',
        email: `consult-${uid()}@example.ca`,
        type: 'discovery',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 30 * 60_000).toISOString(),
        blockedFrom: new Date(start - 15 * 60_000).toISOString(),
        blockedUntil: new Date(start + 45 * 60_000).toISOString(),
        status: 'confirmed',
      } as never,
      overrideAccess: true,
    })
    const consultationBefore = await row('consultation_bookings', consultation.id)
    for (const json of [
      { blockedFrom: new Date(start).toISOString(), blockedUntil: new Date(start + 60_000).toISOString() },
      { sequence: 7 },
      { remindedAt: '2020-01-01T00:00:00.000Z' },
    ])
      expect((await cms(`/api/consultation-bookings/${consultation.id}`, 'PATCH', json)).status).toBe(400)
    expect(await row('consultation_bookings', consultation.id)).toEqual(consultationBefore)

    const subscriber = await payload.create({
      collection: 'subscribers',
      data: {
        email: `consent-${uid()}@example.ca`,
        isActive: true,
        consentText: 'I agree',
        confirmedAt: new Date().toISOString(),
      } as never,
      overrideAccess: true,
    })
    const subscriberBefore = await row('subscribers', subscriber.id)
    for (const json of [
      { consentText: 'Something else' },
      { confirmedAt: '2020-01-01T00:00:00.000Z' },
      { source: '/forged' },
    ])
      expect((await cms(`/api/subscribers/${subscriber.id}`, 'PATCH', json)).status).toBe(400)
    expect(await row('subscribers', subscriber.id)).toEqual(subscriberBefore)
    // Unticking "active" is the editor's to do: the withdrawal's time is the site's.
    const withdrawn = await cms(`/api/subscribers/${subscriber.id}`, 'PATCH', { isActive: false })
    expect(withdrawn.status, JSON.stringify(withdrawn.data)).toBe(200)
    expect((await row('subscribers', subscriber.id)).unsubscribed_at).toBeTruthy()
  })
})

describe('replies', () => {
  it('queues the reply in the inquiry’s language, studio as Reply-To, placeholders filled; the first reply moves new to replied', async () => {
    const { id, email } = await newInquiry(
      { name: 'Chloé Bouchard', serviceType: 'family', eventDate: '2031-07-12' },
      'fr',
    )
    const res = await admin(`/api/admin/contacts/${id}/reply`, {
      method: 'POST',
      json: {
        subject: 'Votre demande ({service})',
        body: 'Bonjour {firstName},\n\nLe {eventDate} est libre : {consultationLink}',
      },
    })
    expect(res.status, JSON.stringify(res.data)).toBe(202)
    expect(res.data).toMatchObject({
      message: {
        to: email,
        replyTo: 'hello@studio.test',
        locale: 'fr',
        status: 'pending',
        subject: 'Votre demande (Famille)',
      },
      stage: 'replied',
    })
    const [queued] = await outboxTo(email, 'inquiry-reply')
    expect(queued).toMatchObject({ id: res.data.message.id, locale: 'fr', replyTo: 'hello@studio.test' })
    expect(queued!.text).toContain('Bonjour Chloé,')
    expect(queued!.text).toContain('Le 12 juillet 2031 est libre : http://localhost:3000/fr/consultation')
    expect(queued!.text).not.toMatch(/\{\w+\}/)

    const after = await detail(id)
    expect(after.inquiry.stage).toBe('replied')
    expect(after.inquiry.firstRepliedAt).toBeTruthy()
    expect(after.history.map((e: { kind: string }) => e.kind)).toEqual(['reply', 'stage'])
    expect(after.history[0]).toMatchObject({
      subject: 'Votre demande (Famille)',
      delivery: { id: queued!.id, status: 'pending', to: email },
    })
    expect(after.history[1]).toMatchObject({ fromStage: 'new', toStage: 'replied', actor: 'dashboard' })

    // A second reply keeps the stage and the first reply's time.
    const again = await admin(`/api/admin/contacts/${id}/reply`, {
      method: 'POST',
      json: { subject: 'Re', body: 'Merci' },
    })
    expect(again.status).toBe(202)
    const later = await detail(id)
    expect(later.inquiry.firstRepliedAt).toBe(after.inquiry.firstRepliedAt)
    expect(later.history.map((e: { kind: string }) => e.kind)).toEqual(['reply', 'stage', 'reply'])

    // Answered: it never goes back to new, neither from the dashboard nor from /cms.
    const back = await admin(`/api/admin/contacts/${id}?locale=fr`, { method: 'PATCH', json: { stage: 'new' } })
    expect(back.status).toBe(409)
    expect(back.data).toMatchObject({ error: 'STAGE_NOT_ALLOWED' })
    expect(back.data.message).toContain('nouvelle')
    await expect(
      payload.update({ collection: 'inquiries', id, data: { stage: 'new' }, overrideAccess: true }),
    ).rejects.toThrow()
    expect((await detail(id)).inquiry.stage).toBe('replied')
  })

  it('refuses an empty, oversized or unknown-placeholder reply and one to a deleted inquiry, sending nothing', async () => {
    const { id, email } = await newInquiry()
    const bad: [unknown, number, string][] = [
      [{ subject: 'Hi', body: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ subject: '', body: 'Hello' }, 400, 'VALIDATION_FAILED'],
      [{ subject: 'Hi', body: 'x'.repeat(10_001) }, 400, 'VALIDATION_FAILED'],
      [{ subject: 'Hi', body: 'x'.repeat(40_000) }, 413, 'PAYLOAD_TOO_LARGE'],
      [{ subject: 'Hi {prenom}', body: 'Hello' }, 400, 'UNKNOWN_PLACEHOLDER'],
      [{ subject: 'Hi', body: 'Hello {firstName}, see {calendarLink}' }, 400, 'UNKNOWN_PLACEHOLDER'],
    ]
    for (const [json, status, code] of bad) {
      const res = await admin(`/api/admin/contacts/${id}/reply?locale=fr`, { method: 'POST', json })
      expect(res.status, JSON.stringify(res.data).slice(0, 200)).toBe(status)
      expect(res.data.error).toBe(code)
    }
    const unknown = await admin(`/api/admin/contacts/${id}/reply?locale=fr`, {
      method: 'POST',
      json: { subject: 'Hi', body: 'Hello {calendarLink}' },
    })
    expect(unknown.data.message).toMatch(/^Champ inconnu \{calendarLink\}/)
    expect(await outboxTo(email, 'inquiry-reply')).toEqual([])
    expect((await detail(id)).inquiry.stage).toBe('new')

    await payload.delete({ collection: 'inquiries', id, overrideAccess: true })
    const gone = await admin(`/api/admin/contacts/${id}/reply?locale=fr`, {
      method: 'POST',
      json: { subject: 'Hi', body: 'Hello' },
    })
    expect(gone.status).toBe(404)
    expect(gone.data).toMatchObject({ error: 'NOT_FOUND' })
    expect(gone.data.message).toContain('supprimée')
    expect(await outboxTo(email, 'inquiry-reply')).toEqual([])
    expect((await admin(`/api/admin/contacts/${id}`)).status).toBe(404)
  })

  it('deleting an inquiry deletes its history', async () => {
    const { id } = await newInquiry()
    await admin(`/api/admin/contacts/${id}`, { method: 'PATCH', json: { note: 'to be deleted' } })
    await payload.delete({ collection: 'inquiries', id, overrideAccess: true })
    const left = await payload.count({
      collection: 'inquiry-events',
      where: { inquiry: { equals: id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})

describe('the 24-hour promise', () => {
  const backdate = (id: number, hours: number) =>
    execute(
      payload,
      sql`UPDATE "inquiries" SET "created_at" = now() - make_interval(hours => ${hours}) WHERE "id" = ${id}`,
    )

  it('an inquiry still new after 20 hours sends the studio one reminder, however many timers race', async () => {
    const waiting = await newInquiry({ name: 'Waiting Long' })
    const waiting2 = await newInquiry({ name: 'Waiting Too' })
    const answered = await newInquiry()
    const recent = await newInquiry()
    await backdate(waiting.id, 21)
    await backdate(waiting2.id, 30)
    await backdate(answered.id, 22)
    await backdate(recent.id, 19)
    await admin(`/api/admin/contacts/${answered.id}/reply`, { method: 'POST', json: { subject: 'Hi', body: 'Hello' } })

    // Four instances' timers at the same moment, on one database.
    const counts = await Promise.all([1, 2, 3, 4].map(() => remindWaitingInquiries(payload)))
    // And later ticks.
    await remindWaitingInquiries(payload)
    await remindWaitingInquiries(payload)
    expect(counts.reduce((a, b) => a + b)).toBe(2)

    const reminders = (
      await payload.find({
        collection: 'outbox',
        where: { kind: { equals: 'inquiry-reminder' } },
        overrideAccess: true,
        limit: 500,
      })
    ).docs
    const about = (address: string) => reminders.filter((m) => m.replyTo === address)
    expect(about(waiting.email)).toHaveLength(1)
    expect(about(waiting2.email)).toHaveLength(1)
    expect(about(answered.email)).toHaveLength(0)
    expect(about(recent.email)).toHaveLength(0)
    const [mail] = about(waiting.email)
    expect(mail!.subject).toMatch(/^Waiting 21 h for a reply: Waiting Long/)
    expect(mail!.text).toContain('http://localhost:3000/admin')
    const history = (await detail(waiting.id)).history
    expect(history).toEqual([expect.objectContaining({ kind: 'reminder', actor: 'site' })])
    expect((await detail(waiting.id)).inquiry.stage).toBe('new')
  })
})

describe('list, counts and export', () => {
  it('filters by stage, service and event date, counts per stage, and refuses unknown filters', async () => {
    const tag = uid()
    const a = await newInquiry({ name: `Filter A ${tag}`, serviceType: 'family', eventDate: '2032-03-10' })
    const b = await newInquiry({ name: `Filter B ${tag}`, serviceType: 'corporate', eventDate: '2032-05-20' })
    await admin(`/api/admin/contacts/${b.id}`, { method: 'PATCH', json: { stage: 'booked' } })
    const ids = async (query: string) =>
      (await admin(`/api/admin/contacts?q=${encodeURIComponent(tag)}&${query}`)).data.map((c: { id: number }) => c.id)
    expect(await ids('service=family')).toEqual([a.id])
    expect(await ids('stage=booked')).toEqual([b.id])
    expect(await ids('eventFrom=2032-04-01')).toEqual([b.id])
    expect(await ids('eventTo=2032-04-01')).toEqual([a.id])
    expect(await ids('eventFrom=2032-01-01&eventTo=2032-12-31')).toEqual([b.id, a.id])
    // Search by e-mail too.
    expect(
      (await admin(`/api/admin/contacts?q=${encodeURIComponent(a.email)}`)).data.map((c: { id: number }) => c.id),
    ).toEqual([a.id])
    for (const query of ['stage=won', 'service=boats', 'eventFrom=tomorrow'])
      expect((await admin(`/api/admin/contacts?${query}`)).status, query).toBe(400)

    const counts = await admin('/api/admin/contact-stages')
    expect(counts.status).toBe(200)
    expect(Object.keys(counts.data)).toEqual([
      'new',
      'replied',
      'consultation-booked',
      'proposal-sent',
      'booked',
      'lost',
      'archived',
    ])
    const total = Number((await admin('/api/admin/contacts')).headers.get('x-total-count'))
    expect(Object.values(counts.data as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(total)
    expect(counts.data.booked).toBeGreaterThanOrEqual(1)
  })

  it('the CSV carries the stage, the last change and the hours to the first reply', async () => {
    const { id, email } = await newInquiry()
    await execute(payload, sql`UPDATE "inquiries" SET "created_at" = now() - interval '3 hours' WHERE "id" = ${id}`)
    await admin(`/api/admin/contacts/${id}/reply`, { method: 'POST', json: { subject: 'Hi', body: 'Hello' } })
    const untouched = await newInquiry()
    const res = await api('/api/admin/contacts?format=csv', { headers: bearer(token) })
    expect(res.status).toBe(200)
    const rows = parseCsv(await res.text())
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining([
        'stage',
        'lostReason',
        'firstRepliedAt',
        'lastChangeAt',
        'lastChangeBy',
        'hoursToFirstReply',
      ]),
    )
    const row = rows.find((r) => r.email === email)!
    expect(row.stage).toBe('replied')
    expect(row.lastChangeBy).toBe('dashboard')
    expect(Number(row.hoursToFirstReply)).toBeCloseTo(3, 0)
    expect(Date.now() - new Date(row.lastChangeAt!).getTime()).toBeLessThan(60_000)
    const fresh = rows.find((r) => r.email === untouched.email)!
    expect(fresh).toMatchObject({ stage: 'new', hoursToFirstReply: '', lastChangeBy: '' })
  })
})

describe('linked activity and reply templates', () => {
  it('shows class bookings from the same address; a consultation booked moves an open inquiry', async () => {
    const { id, email } = await newInquiry()
    const booking = await apiJson('/api/class-bookings', {
      method: 'POST',
      json: validBooking({ email: email.toUpperCase() }),
      ip: nextIp(),
    })
    expect(booking.status, JSON.stringify(booking.data)).toBe(201)
    const linked = (await detail(id)).linked
    expect(linked).toEqual([expect.objectContaining({ kind: 'class-booking', id: booking.data.id, status: 'pending' })])

    const req = await createLocalReq({}, payload)
    expect(await consultationBooked(req, email)).toEqual([id])
    const after = await detail(id)
    expect(after.inquiry.stage).toBe('consultation-booked')
    expect(after.history.at(-1)).toMatchObject({ kind: 'stage', toStage: 'consultation-booked', actor: 'site' })
    // Not again, and never backwards from a later stage.
    expect(await consultationBooked(req, email)).toEqual([])
  })

  it('lists the templates in both languages; a template with an unknown placeholder is refused in /cms', async () => {
    const created = await payload.create({
      collection: 'reply-templates',
      locale: 'en',
      data: { key: `t-${uid()}`, name: 'Hello', subject: 'About {service}', body: 'Hi {firstName}' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'reply-templates',
      id: created.id,
      locale: 'fr',
      data: { name: 'Bonjour', subject: 'À propos : {service}', body: 'Bonjour {firstName}' },
      overrideAccess: true,
    })
    const res = await admin('/api/admin/reply-templates')
    expect(res.status).toBe(200)
    expect(res.data.find((t: { id: number }) => t.id === created.id)).toMatchObject({
      name: { en: 'Hello', fr: 'Bonjour' },
      subject: { en: 'About {service}', fr: 'À propos : {service}' },
      body: { en: 'Hi {firstName}', fr: 'Bonjour {firstName}' },
    })
    await expect(
      payload.create({
        collection: 'reply-templates',
        locale: 'fr',
        data: { name: 'Mauvais', subject: 'Objet', body: 'Bonjour {prenom}' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'body', message: expect.stringContaining('{prenom}') })] },
    })
  })
})
