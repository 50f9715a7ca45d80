import { beforeAll, describe, expect, it } from 'vitest'

import { api, apiJson, testPayload } from './helpers/api'
import { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking } from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>
let editorToken: string

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  const username = `editor-${uid()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  const login = await payload.login({
    collection: 'users',
    data: { username, password: 'correct horse battery staple' } as never,
  })
  editorToken = login.token!
}, 120_000)

const post = (path: string, json: unknown, headers?: Record<string, string>) =>
  apiJson(path, { method: 'POST', json, ip: nextIp(), headers })

/** The CMS's REST API as an editor uses it (what /cms itself calls). */
const cms = (path: string, method: string, json?: unknown) =>
  apiJson(path, { method, json, headers: { authorization: `JWT ${editorToken}` } })

describe('the CMS catalogue is the only list of bookable classes', () => {
  it('a class added through the CMS API is bookable at once, at its own price and formats', async () => {
    const classId = `night-sky-${uid()}`
    const created = await cms('/api/classes?locale=en', 'POST', {
      classId,
      title: 'Night Sky Photography',
      level: 'All levels',
      duration: '3 hours',
      price: 175,
      formatOptions: ['in-person'],
    })
    expect(created.status).toBe(201)

    const email = `sky-${uid()}@example.ca`
    const res = await post('/api/class-bookings', validBooking({ email, classType: classId, totalCost: 0 }))
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ classType: classId, totalCost: 175, status: 'pending', email })

    const online = await post('/api/class-bookings?locale=fr', validBooking({ classType: classId, format: 'online' }))
    expect(online.status).toBe(400)
    expect(online.data.fieldErrors).toEqual({ format: "Ce cours n'est pas offert dans ce format" })
  })

  it('a hidden or deleted class is refused with a 400 naming it; its old bookings stay readable', async () => {
    const classId = `drone-${uid()}`
    const created = await cms('/api/classes?locale=en', 'POST', {
      classId,
      title: 'Drone Basics',
      level: 'Beginner',
      duration: '2 hours',
      price: 90,
      formatOptions: ['online', 'in-person'],
    })
    const id = created.data.doc.id
    const booked = await post('/api/class-bookings', validBooking({ classType: classId }))
    expect(booked.status).toBe(201)

    expect((await cms(`/api/classes/${id}`, 'PATCH', { isPublished: false })).status).toBe(200)
    const hidden = await post('/api/class-bookings', validBooking({ classType: classId }))
    expect(hidden.status).toBe(400)
    expect(hidden.data).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: `The class “${classId}” is not available for booking`,
      fieldErrors: { classType: `The class “${classId}” is not available for booking` },
    })

    expect((await cms(`/api/classes/${id}`, 'DELETE')).status).toBe(200)
    const gone = await post('/api/class-bookings?locale=fr', validBooking({ classType: classId }))
    expect(gone.status).toBe(400)
    expect(gone.data.fieldErrors.classType).toBe(`Le cours « ${classId} » n’est pas offert à la réservation`)

    // The booking made before is still there, with its class id, in the CMS and the dashboard's source.
    const old = await cms(`/api/bookings/${booked.data.id}`, 'GET')
    expect(old.status).toBe(200)
    expect(old.data).toMatchObject({ classType: classId, totalCost: 90 })
  })

  it('a refused booking stores nothing', async () => {
    const email = `refused-${uid()}@example.ca`
    const res = await post('/api/class-bookings', validBooking({ email, classType: 'no-such-class' }))
    expect(res.status).toBe(400)
    const count = await payload.count({ collection: 'bookings', where: { email: { equals: email } } })
    expect(count.totalDocs).toBe(0)
    expect((await api('/api/class-bookings', { method: 'POST', json: {}, ip: nextIp() })).status).toBe(400)
  })
})
