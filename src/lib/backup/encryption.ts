import crypto from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * Encryption of a backup file with BACKUP_KEY: AES-256-GCM in chunks, so that a file of any size
 * is encrypted and checked with a fixed amount of memory, and every chunk is authenticated before
 * its bytes are used.
 *
 *   header  "STUDIOBK" · version (1) · salt (16) · key check (16)
 *   chunk   final flag (1) · length (4, big-endian) · ciphertext · GCM tag (16)
 *
 * The key is scrypt(BACKUP_KEY, salt), at the cost the header's version names: version 2 (written
 * now) N=2^17, r=8, p=1, OWASP's current recommendation for scrypt; version 1 (the files written
 * before, which must still restore) N=2^15. A new salt per file gives each file its own key, so the
 * chunk's number can be its nonce. Each chunk's additional data is the header, its number and its
 * final flag: chunks cannot be reordered, dropped or moved between files, and a file cut after any
 * chunk lacks its final one, which is refused as truncated. The key check (an HMAC of a constant
 * under the key) tells a wrong key apart from a damaged file.
 */
export const MAGIC = Buffer.from('STUDIOBK', 'ascii')
const VERSION = 2
const HEADER_BYTES = MAGIC.length + 1 + 16 + 16
const CHUNK_BYTES = 64 * 1024
const TAG_BYTES = 16
const MAX_CHUNK_BYTES = 16 * 1024 * 1024
// The secret may be a phrase a person chose: scrypt makes guessing it costly. Each derivation takes
// 128 * N * r bytes (128 MiB at N=2^17): Node refuses above `maxmem`, whose default is 32 MiB.
const SCRYPT_BY_VERSION: Record<number, crypto.ScryptOptions> = {
  1: { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
  2: { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 },
}

export class BackupIntegrityError extends Error {
  override name = 'BackupIntegrityError'
}

/**
 * The file's key from the secret, off the event loop (Node's thread pool): a derivation at N=2^17
 * takes about half a second of CPU, which the nightly backup must not take from the site's requests.
 */
async function deriveKey(secret: string, salt: Buffer, version = VERSION): Promise<{ key: Buffer; check: Buffer }> {
  const key = await new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(secret, salt, 32, SCRYPT_BY_VERSION[version]!, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  )
  const check = crypto.createHmac('sha256', key).update('studio backup key check').digest().subarray(0, 16)
  return { key, check }
}

function nonce(index: number): Buffer {
  const iv = Buffer.alloc(12)
  iv.writeUInt32BE(Math.floor(index / 2 ** 32), 4)
  iv.writeUInt32BE(index >>> 0, 8)
  return iv
}

function additionalData(header: Buffer, index: number, final: boolean): Buffer {
  const tail = Buffer.alloc(9)
  tail.writeUInt32BE(Math.floor(index / 2 ** 32), 0)
  tail.writeUInt32BE(index >>> 0, 4)
  tail[8] = final ? 1 : 0
  return Buffer.concat([header, tail])
}

/** Whether `head` (the first bytes of a file) starts like an encrypted backup. */
export function isEncrypted(head: Buffer): boolean {
  return head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC)
}

/** A stream that encrypts what it is given with `secret`. */
export function encryptStream(secret: string): Transform {
  const salt = crypto.randomBytes(16)
  const derived = deriveKey(secret, salt)
  derived.catch(() => {}) // awaited by the first transform or the flush
  let key: Buffer
  let header: Buffer
  let index = 0
  let pending: Buffer[] = []
  let pendingBytes = 0
  let headerSent = false

  const ready = async () => {
    if (header) return
    const { key: fileKey, check } = await derived
    key = fileKey
    header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, check])
  }

  const seal = (stream: Transform, plain: Buffer, final: boolean) => {
    if (!headerSent) {
      stream.push(header)
      headerSent = true
    }
    const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce(index))
    cipher.setAAD(additionalData(header, index, final))
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    const prefix = Buffer.alloc(5)
    prefix[0] = final ? 1 : 0
    prefix.writeUInt32BE(body.length, 1)
    stream.push(Buffer.concat([prefix, body, cipher.getAuthTag()]))
    index++
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      ready().then(() => {
        pending.push(chunk)
        pendingBytes += chunk.length
        while (pendingBytes > CHUNK_BYTES) {
          const all = Buffer.concat(pending)
          seal(this, all.subarray(0, CHUNK_BYTES), false)
          pending = [all.subarray(CHUNK_BYTES)]
          pendingBytes = all.length - CHUNK_BYTES
        }
        callback()
      }, callback)
    },
    flush(callback: TransformCallback) {
      // The final chunk may be empty; it is always there, so that a cut file is recognised.
      ready().then(() => {
        seal(this, Buffer.concat(pending), true)
        callback()
      }, callback)
    },
  })
}

/**
 * A stream that checks and decrypts an encrypted backup; it fails (BackupIntegrityError) on the
 * wrong key, a changed byte, chunks out of order, or a file cut short, and never passes on the
 * bytes of a chunk whose tag did not verify.
 */
export function decryptStream(secret: string): Transform {
  let buffered: Buffer = Buffer.alloc(0)
  let header: Buffer | undefined
  let key: Buffer | undefined
  let index = 0
  let finished = false

  /** Reads the header once enough bytes are there; false while they are not. */
  const openHeader = async (): Promise<boolean> => {
    if (header) return true
    if (buffered.length < HEADER_BYTES) return false
    if (!isEncrypted(buffered)) throw new BackupIntegrityError('This is not an encrypted backup file.')
    const version = buffered[MAGIC.length]!
    if (!SCRYPT_BY_VERSION[version]) throw new BackupIntegrityError(`Unknown encrypted backup version ${version}.`)
    const head = Buffer.from(buffered.subarray(0, HEADER_BYTES))
    const derived = await deriveKey(secret, head.subarray(MAGIC.length + 1, MAGIC.length + 17), version)
    if (!crypto.timingSafeEqual(derived.check, head.subarray(MAGIC.length + 17)))
      throw new BackupIntegrityError('BACKUP_KEY is not the key this backup was encrypted with.')
    key = derived.key
    header = head
    buffered = buffered.subarray(HEADER_BYTES)
    return true
  }

  const openChunks = (stream: Transform) => {
    while (buffered.length >= 5) {
      if (finished) throw new BackupIntegrityError('The backup file has bytes after its end: it was altered.')
      const final = buffered[0] === 1
      if (buffered[0]! > 1) throw new BackupIntegrityError('The backup file is damaged (a chunk header is invalid).')
      const length = buffered.readUInt32BE(1)
      if (length > MAX_CHUNK_BYTES)
        throw new BackupIntegrityError('The backup file is damaged (a chunk length is invalid).')
      if (buffered.length < 5 + length + TAG_BYTES) break
      const body = buffered.subarray(5, 5 + length)
      const tag = buffered.subarray(5 + length, 5 + length + TAG_BYTES)
      const decipher = crypto.createDecipheriv('aes-256-gcm', key!, nonce(index))
      decipher.setAAD(additionalData(header!, index, final))
      decipher.setAuthTag(tag)
      let plain: Buffer
      try {
        plain = Buffer.concat([decipher.update(body), decipher.final()])
      } catch {
        throw new BackupIntegrityError(`The backup file is damaged: chunk ${index + 1} does not authenticate.`)
      }
      stream.push(plain)
      buffered = buffered.subarray(5 + length + TAG_BYTES)
      index++
      finished = final
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
      openHeader().then(
        (open) => {
          try {
            if (open) openChunks(this)
            callback()
          } catch (error) {
            callback(error as Error)
          }
        },
        (error: Error) => callback(error),
      )
    },
    flush(callback: TransformCallback) {
      if (!header || !finished || buffered.length > 0)
        return callback(new BackupIntegrityError('The backup file is truncated (its last encrypted chunk is missing).'))
      callback()
    },
  })
}
