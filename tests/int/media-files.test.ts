/**
 * Media on disk (the default, no S3_BUCKET): a file the database knows but this instance's disk
 * lacks (another instance received the upload) answers 404 with the API's JSON error, in the
 * caller's language, instead of Payload's 500; a file that is there is served as before.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, apiJson, testPayload } from './helpers/api'

let payload: Payload

async function upload(name: string) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { altEn: name, altFr: name },
    file: { data, mimetype: 'image/jpeg', name: `${name}-${Date.now()}.jpg`, size: data.length },
  })
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('media files on disk', () => {
  it('serves a file that is there', async () => {
    const doc = await upload('present')
    const res = await api(`/api/media/file/${doc.filename}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/image\/jpeg/)
  })

  it('answers 404 (JSON, in the caller’s language) for a file missing from the disk', async () => {
    const doc = await upload('missing')
    fs.rmSync(path.join(process.env.MEDIA_DIR!, doc.filename!))
    const en = await apiJson(`/api/media/file/${doc.filename}`)
    expect(en.status).toBe(404)
    expect(en.data).toMatchObject({ error: 'NOT_FOUND', message: 'This file does not exist.' })
    const fr = await apiJson(`/api/media/file/${doc.filename}`, { headers: { 'accept-language': 'fr-CA' } })
    expect(fr.status).toBe(404)
    expect(fr.data).toMatchObject({ error: 'NOT_FOUND', message: 'Ce fichier n’existe pas.' })
  })
})
