import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { api, apiJson, testPayload } from './helpers/api'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  const username = `media-${Date.now()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  token = (
    await payload.login({ collection: 'users', data: { username, password: 'correct horse battery staple' } as never })
  ).token!
}, 180_000)

/** POST /api/media as the CMS's upload form sends it (multipart: _payload + file). */
async function upload(fields: Record<string, string>, language: 'en' | 'fr' = 'en') {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify(fields))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `alt-${Date.now()}.png`)
  const res = await api('/api/media', {
    method: 'POST',
    body: form,
    headers: { authorization: `JWT ${token}`, 'accept-language': language },
  })
  return { status: res.status, body: (await res.json()) as any }
}

describe('alt text in both languages', () => {
  it('refuses an upload without French alt text, naming the language', async () => {
    const res = await upload({ altEn: 'A bride by the window' })
    expect(res.status).toBe(400)
    const errors = JSON.stringify(res.body)
    expect(errors).toContain('add it in French')
    expect(errors).toContain('altFr')

    const fr = await upload({ altEn: 'A bride by the window' }, 'fr')
    expect(JSON.stringify(fr.body)).toContain('ajoutez-le en français')
    const noEnglish = await upload({ altFr: 'Une mariée à la fenêtre' })
    expect(JSON.stringify(noEnglish.body)).toContain('add it in English')
  })

  it('accepts both, and each language reads its own', async () => {
    const res = await upload({ altEn: 'A bride by the window', altFr: 'Une mariée à la fenêtre' })
    expect(res.status).toBe(201)
    const id = res.body.doc.id
    const en = await apiJson(`/api/media/${id}?locale=en`, { headers: { authorization: `JWT ${token}` } })
    const fr = await apiJson(`/api/media/${id}?locale=fr`, { headers: { authorization: `JWT ${token}` } })
    expect(en.data.alt).toBe('A bride by the window')
    expect(fr.data.alt).toBe('Une mariée à la fenêtre')
  })

  it('every seeded image has both', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 500, depth: 0 })
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      expect(doc.altEn?.trim(), doc.filename ?? '').toBeTruthy()
      expect(doc.altFr?.trim(), doc.filename ?? '').toBeTruthy()
      expect(doc.altFr).not.toBe(doc.altEn)
    }
  })
})
