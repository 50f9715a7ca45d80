import zlib from 'node:zlib'

/**
 * PNG files built byte by byte for the signature checks: a real image (what a canvas writes), and
 * the same with whatever chunks or trailing bytes a test wants, each chunk with its real CRC.
 */

export function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, crc])
}

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * An RGBA PNG of `width` × `height`, a dark stroke across transparent pixels; `extra` chunks go
 * before IDAT; `noise` fills the pixels with random bytes (an image that does not compress, to
 * reach a size).
 */
export function makePng({
  width = 120,
  height = 40,
  extra = [],
  noise = false,
  after = Buffer.alloc(0),
}: { width?: number; height?: number; extra?: Buffer[]; noise?: boolean; after?: Buffer } = {}): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = noise
      ? Buffer.from(Array.from({ length: width * 4 + 1 }, () => Math.floor(Math.random() * 256)))
      : Buffer.alloc(width * 4 + 1)
    row[0] = 0
    if (!noise) {
      const x = Math.floor((y / height) * width)
      row.writeUInt32BE(0x202020ff, 1 + x * 4)
    }
    rows.push(row)
  }
  const idat = zlib.deflateSync(Buffer.concat(rows), { level: noise ? 0 : 9 })
  return Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
    after,
  ])
}

export const dataUrl = (png: Buffer, type = 'image/png') => `data:${type};base64,${png.toString('base64')}`
