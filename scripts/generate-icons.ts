/**
 * `npx tsx scripts/generate-icons.ts`: the web app manifest's PNG icons (public/icons), rendered
 * from the site's icon (src/app/icon.svg). Run again after changing the icon; the PNGs are
 * committed so builds need not render them.
 */
import fs from 'node:fs'

import sharp from 'sharp'

const svg = fs.readFileSync('src/app/icon.svg')
fs.mkdirSync('public/icons', { recursive: true })
for (const size of [192, 512]) {
  await sharp(svg, { density: 600 }).resize(size, size).png().toFile(`public/icons/icon-${size}.png`)
}
// Maskable: the launcher crops to a circle, so the mark sits in the middle 80% on the icon's colour.
const inner = await sharp(svg, { density: 600 }).resize(400, 400).png().toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#14110f' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile('public/icons/icon-maskable-512.png')
console.log('public/icons written')
