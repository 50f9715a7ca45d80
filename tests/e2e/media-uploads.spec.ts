import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { expect, type APIRequestContext, test } from './fixtures/test'

import { E2E_MEDIA_DIR } from './fixtures/env'
import { editorToken } from './fixtures/records'

/**
 * An SVG declared ISO-2022-JP hid its <script> behind what a UTF-8 check takes for
 * a comment opener; the CMS stored it and Chromium ran it on the site's own origin at
 * /api/media/file/…, where it could read the dashboard's token from localStorage.
 */
const ESC = '\x1b'
/**
 * Read as UTF-8 (Payload's own SVG check), `<!--` opens a comment that hides the script. Read as
 * ISO-2022-JP (what the file declares, and what Chromium honours), `ESC $ B` switches to two-byte
 * characters, so `<!--` is two kanji, and `ESC ( B` switches back before a live <script>.
 */
const hostileSvg = Buffer.from(
  `<?xml version="1.0" encoding="ISO-2022-JP"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
    `${ESC}$B<!--${ESC}(B<script>` +
    `localStorage.setItem('stolen', String(localStorage.getItem('adminToken')));alert('xss')` +
    `</script>--><rect width="10" height="10"/></svg>`,
  'latin1',
)

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = `----e2e${Date.now()}${Math.random().toString(36).slice(2)}`
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n` +
          `${JSON.stringify({ altEn: 'Upload check', altFr: 'Vérification du téléversement' })}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

async function upload(request: APIRequestContext, file: { name: string; type: string; data: Buffer }, lang = 'en') {
  const { body, contentType } = multipart(file)
  const res = await request.post('/api/media', {
    headers: {
      Authorization: `JWT ${await editorToken(request)}`,
      'Content-Type': contentType,
      'Accept-Language': lang,
    },
    data: body,
  })
  const text = await res.text()
  const doc = res.ok() ? (JSON.parse(text) as { doc: { id: number; filename: string; url: string } }).doc : undefined
  return { status: res.status(), text, doc }
}

test('an SVG that hides a script behind its declared encoding cannot run script on the site’s origin', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const asSvg = await upload(request, { name: `logo-${stamp}.svg`, type: 'image/svg+xml', data: hostileSvg })
  const asPng = await upload(request, { name: `photo-${stamp}.png`, type: 'image/png', data: hostileSvg }, 'fr')

  // The file as served: the stored SVG when it was accepted; otherwise a real photo whose file is
  // then replaced on disk by the SVG, as a file stored before the checks (or by other means) would be.
  let url = asSvg.doc?.url ?? asPng.doc?.url
  if (!url) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const photo = await upload(request, { name: `real-${stamp}.png`, type: 'image/png', data: png })
    expect(photo.status, photo.text).toBe(201)
    fs.writeFileSync(path.join(E2E_MEDIA_DIR, photo.doc!.filename), hostileSvg)
    url = photo.doc!.url
  }

  // The dashboard's token, as a signed-in administrator's browser holds it.
  await page.goto('/robots.txt')
  await page.evaluate(() => localStorage.setItem('adminToken', 'secret-admin-token'))
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  // The control: the same bytes at an address of the site's origin, as an SVG without the
  // upload's headers (what was served before the fix). The script runs while the document is
  // parsed, so its alert has come by the time `goto` returns (at the load event): the check
  // below, made at that same moment, sees a script that runs, with no wait to guess.
  const control = `/svg-control-${stamp}.svg`
  await page.route(control, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: hostileSvg }))
  await page.goto(control)
  expect(dialogs).toEqual(['xss'])
  expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBe('secret-admin-token')
  await page.evaluate(() => localStorage.removeItem('stolen'))

  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  // Before the fix: both uploads were stored (201) and Chromium showed a second alert here.
  expect(dialogs).toEqual(['xss'])
  const headers = response!.headers()
  await page.goto('/robots.txt')
  expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBeNull()
  expect(headers['content-security-policy']).toContain('sandbox')
  expect(headers['content-security-policy']).not.toContain('script-src')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control']).toBe('public, max-age=3600, s-maxage=60')

  // And the upload itself is refused, however the file is declared, in the editor's language.
  expect(asSvg.status, asSvg.text).toBe(400)
  expect(asSvg.text).toContain('Only photos can be uploaded')
  expect(asPng.status, asPng.text).toBe(400)
  expect(asPng.text).toContain('Seules les photos peuvent être téléversées')
})
