/**
 * Through the real REST handler: an upload is a photo by its bytes, whatever it
 * declares. Payload's own SVG check read an ISO-2022-JP file as UTF-8 and let its script through.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiJson, testPayload } from './helpers/api'
import { uid } from './helpers/public'

let token: string

beforeAll(async () => {
  const payload = await testPayload()
  const username = `editor-${uid()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  token = (
    await payload.login({ collection: 'users', data: { username, password: 'correct horse battery staple' } as never })
  ).token!
}, 120_000)

const ESC = '\x1b'
const hostileSvg = Buffer.from(
  `<?xml version="1.0" encoding="ISO-2022-JP"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
    `${ESC}$B<!--${ESC}(B<script>alert(1)</script>--><rect width="10" height="10"/></svg>`,
  'latin1',
)

function upload(name: string, type: string, data: Buffer, lang = 'en') {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ altEn: 'Check', altFr: 'Vérification' }))
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return apiJson('/api/media', {
    method: 'POST',
    body: form,
    headers: { authorization: `JWT ${token}`, 'accept-language': lang },
  })
}

describe('a media upload', () => {
  it('refuses an SVG however it is declared, in the editor’s language', async () => {
    for (const [name, type] of [
      [`logo-${uid()}.svg`, 'image/svg+xml'],
      [`photo-${uid()}.png`, 'image/png'],
      [`photo-${uid()}.jpg`, 'image/jpeg'],
      [`page-${uid()}.html`, 'text/html'],
    ] as const) {
      const en = await upload(name, type, hostileSvg)
      expect(en.status, name).toBe(400)
      expect(JSON.stringify(en.data), name).toContain('Only photos can be uploaded')
    }
    const fr = await upload(`logo-${uid()}.svg`, 'image/svg+xml', hostileSvg, 'fr')
    expect(fr.status).toBe(400)
    const text = JSON.stringify(fr.data)
    expect(text).toContain('Seules les photos peuvent être téléversées')
    expect(text).not.toContain('The following field')
  })

  it('accepts a real photo, whatever its name says', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#224466' } })
      .png()
      .toBuffer()
    const res = await upload(`real-${uid()}.png`, 'image/png', png)
    expect(res.status, JSON.stringify(res.data)).toBe(201)
    expect(res.data.doc.mimeType).toBe('image/png')
  })
})
