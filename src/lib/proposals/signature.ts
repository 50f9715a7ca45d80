/**
 * The drawn signature: a PNG and nothing else. The browser's canvas (`signature_pad`'s
 * `toDataURL()`) writes a plain PNG; anything that only starts like one (a script appended after
 * its end, a text chunk carrying markup, another format renamed) is refused before it is stored,
 * because the image is later shown on the client's page and drawn into the signed contract.
 */
import zlib from 'node:zlib'

import { SIGNATURE_MAX_BYTES } from './model'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The chunks an image needs, and the ancillary ones that only describe its colours or size. No text, no private chunk. */
const ALLOWED_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'bKGD',
  'pHYs',
  'sBIT',
])

/** Channels of each PNG colour type, and the bit depths it allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
}

/** The largest canvas side accepted, in pixels: a phone's or a desktop's pad is far smaller. */
export const SIGNATURE_MAX_SIDE = 4096

export type SignatureRefusal = 'not-png' | 'too-large'

export interface CheckedSignature {
  png: Buffer
  width: number
  height: number
}

/**
 * The PNG of a `data:image/png;base64,` URL, or why it is refused: canonical base64, at most
 * 200 KB, the PNG signature, a well-formed header (IHDR first: size, depth and colour type that
 * exist), every chunk whole with its CRC, only image chunks, IEND last with nothing after it, and
 * image data that inflates to exactly the pixels the header announces.
 */
export function checkSignaturePng(dataUrl: string): CheckedSignature | SignatureRefusal {
  const prefix = 'data:image/png;base64,'
  if (!dataUrl.startsWith(prefix)) return 'not-png'
  const base64 = dataUrl.slice(prefix.length)
  if (base64.length > Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4) return 'too-large'
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return 'not-png'
  const png = Buffer.from(base64, 'base64')
  if (png.length > SIGNATURE_MAX_BYTES) return 'too-large'
  if (png.length < PNG_SIGNATURE.length + 25 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return 'not-png'

  let offset = 8
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | undefined
  const data: Buffer[] = []
  let ended = false
  while (offset < png.length) {
    if (ended || offset + 12 > png.length) return 'not-png'
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    if (length > png.length - offset - 12) return 'not-png'
    const body = png.subarray(offset + 8, offset + 8 + length)
    const crc = png.readUInt32BE(offset + 8 + length)
    if (zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) return 'not-png'
    if (!ALLOWED_CHUNKS.has(type)) return 'not-png'
    if ((type === 'IHDR') !== (header === undefined)) return 'not-png'
    if (type === 'IHDR') {
      if (length !== 13) return 'not-png'
      const width = body.readUInt32BE(0)
      const height = body.readUInt32BE(4)
      const depth = body[8]!
      const colour = body[9]!
      const kind = COLOUR_TYPES[colour]
      if (!kind || !kind.depths.includes(depth) || body[10] !== 0 || body[11] !== 0 || body[12]! > 1) return 'not-png'
      if (width < 1 || height < 1 || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) return 'not-png'
      header = { width, height, depth, colour, interlaced: body[12] === 1 }
    } else if (type === 'IDAT') data.push(body)
    else if (type === 'IEND') {
      if (length !== 0) return 'not-png'
      ended = true
    }
    offset += 12 + length
  }
  if (!header || !ended || data.length === 0) return 'not-png'

  const { channels } = COLOUR_TYPES[header.colour]!
  const rowBytes = Math.ceil((header.width * channels * header.depth) / 8)
  const expected = header.interlaced ? undefined : header.height * (rowBytes + 1)
  try {
    const pixels = zlib.inflateSync(Buffer.concat(data), {
      maxOutputLength: (expected ?? header.height * (rowBytes + 1) * 2) + 1,
    })
    if (expected !== undefined && pixels.length !== expected) return 'not-png'
  } catch {
    return 'not-png'
  }
  return { png, width: header.width, height: header.height }
}
