/**
 * The encryption of backup files (src/lib/backup/encryption.ts): what goes in comes out under the
 * right key, and every way of tampering with the file (a byte, a chunk dropped, reordered or cut
 * off at a chunk boundary, the wrong key) is refused.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'

import { describe, expect, it } from 'vitest'

import { BackupIntegrityError, decryptStream, encryptStream } from '@/lib/backup/encryption'

const KEY = 'a phrase the studio keeps elsewhere'
const HEADER = 8 + 1 + 16 + 16

async function encrypt(plain: Buffer, key = KEY): Promise<Buffer> {
  return buffer(Readable.from([plain]).pipe(encryptStream(key)))
}

async function decrypt(file: Buffer, key = KEY): Promise<Buffer> {
  // In pieces of odd sizes, as a file is read.
  const pieces: Buffer[] = []
  for (let i = 0; i < file.length; i += 7919) pieces.push(file.subarray(i, i + 7919))
  return buffer(Readable.from(pieces).pipe(decryptStream(key)))
}

/** The byte ranges of the file's chunks, after the header. */
function chunks(file: Buffer): [number, number][] {
  const out: [number, number][] = []
  for (let at = HEADER; at < file.length;) {
    const end = at + 5 + file.readUInt32BE(at + 1) + 16
    out.push([at, end])
    at = end
  }
  return out
}

const plain = crypto.randomBytes(200_000)
// Each encryption and each decryption costs a key derivation (scrypt at N=2^17, 128 MB): about a
// second alone, several on a busy 2-core machine, and a test here makes up to five. The tests that
// only read or alter a file share one encryption, and the timeouts below only catch a hang.
let shared: Promise<Buffer> | undefined
const encrypted = () => (shared ??= encrypt(plain))

describe('backup encryption', { timeout: 180_000 }, () => {
  it('gives back what it was given, in several chunks', async () => {
    const file = await encrypt(plain)
    expect(chunks(file).length).toBe(4)
    expect((await decrypt(file)).equals(plain)).toBe(true)
    expect((await decrypt(await encrypt(Buffer.alloc(0)))).length).toBe(0)
  })

  it('uses a new salt, so a new key, for each file', async () => {
    const [a, b] = [await encrypt(plain), await encrypt(plain)]
    expect(a.subarray(9, 25).equals(b.subarray(9, 25))).toBe(false)
    expect(a.subarray(HEADER, HEADER + 100).equals(b.subarray(HEADER, HEADER + 100))).toBe(false)
  })

  it('refuses the wrong key before decrypting anything', async () => {
    await expect(decrypt(await encrypted(), 'another phrase')).rejects.toThrow(/not the key/)
  })

  it('refuses a changed byte anywhere', async () => {
    const file = await encrypted()
    for (const at of [HEADER + 3, HEADER + 100, Math.floor(file.length / 2), file.length - 1]) {
      const copy = Buffer.from(file)
      copy[at] = copy[at]! ^ 0x80
      await expect(decrypt(copy), `byte ${at}`).rejects.toBeInstanceOf(BackupIntegrityError)
    }
  })

  it('refuses a file cut at a chunk boundary (its final chunk missing), or cut inside one', async () => {
    const file = await encrypted()
    const parts = chunks(file)
    await expect(decrypt(file.subarray(0, parts.at(-2)![1]))).rejects.toThrow(/truncated/)
    await expect(decrypt(file.subarray(0, parts[0]![1]))).rejects.toThrow(/truncated/)
    await expect(decrypt(file.subarray(0, HEADER))).rejects.toThrow(/truncated/)
    await expect(decrypt(file.subarray(0, file.length - 3))).rejects.toThrow(/truncated/)
  })

  it('refuses chunks reordered, or bytes added after the end', async () => {
    const file = await encrypted()
    const [a, b, ...rest] = chunks(file)
    const swapped = Buffer.concat([
      file.subarray(0, HEADER),
      file.subarray(b![0], b![1]),
      file.subarray(a![0], a![1]),
      ...rest.map(([s, e]) => file.subarray(s, e)),
    ])
    await expect(decrypt(swapped)).rejects.toThrow(/does not authenticate/)
    const appended = Buffer.concat([file, file.subarray(a![0], a![1])])
    await expect(decrypt(appended)).rejects.toThrow(/after its end/)
  })
})

describe('the key derivation', { timeout: 180_000 }, () => {
  it('stretches the key at scrypt N=2^17 in the files it writes (version 2)', async () => {
    const file = await encrypt(Buffer.from('x'))
    expect(file[8]).toBe(2)
    const salt = file.subarray(9, 25)
    // The key check of the header is an HMAC under scrypt(key, salt) at OWASP's cost, and no other.
    const stretched = crypto.scryptSync(KEY, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })
    const check = crypto.createHmac('sha256', stretched).update('studio backup key check').digest().subarray(0, 16)
    expect(file.subarray(25, 41).equals(check)).toBe(true)
  })

  it('still opens a file written before the cost was raised (scrypt N=2^15, version 1)', async () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/backup-v1.enc'))
    expect(file[8]).toBe(1)
    const line = 'A backup encrypted before the key cost was raised (scrypt N=2^15): it must still open.\n'
    expect((await decrypt(file)).toString('utf8')).toBe(line.repeat(800))
    await expect(decrypt(file, 'another phrase')).rejects.toThrow(/not the key/)
  })
})
