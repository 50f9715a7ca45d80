/**
 * A real SMTP server on loopback and just enough MIME to read what nodemailer sends: used by the
 * integration tests (in process), the end-to-end harness (scripts/e2e-server.ts, which hands each
 * message to the tests as a file), the reliability suite and bench/outbox.ts.
 */
import type { Server, Socket } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { findFreePort } from '@/lib/db/embedded-postgres'

export interface ReceivedMail {
  envelopeTo: string[]
  headers: Record<string, string>
  subject: string
  text: string
  html: string
  raw: string
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  )
}

function decodeQp(value: string): string {
  const bytes: number[] = []
  const text = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
  }
  return headers
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const sep = raw.slice(at).startsWith('\r\n\r\n') ? 4 : 2
  return { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at + sep) }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQp(body)
  return body
}

/** The first text/plain and text/html parts of a body, looking into nested multiparts. */
function readParts(headers: Record<string, string>, body: string, found: { text: string; html: string }): void {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.startsWith('multipart/') && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = splitPart(chunk.replace(/^\r?\n/, ''))
      readParts(part.headers, part.body, found)
    }
  } else if (type.startsWith('text/plain') && !found.text) found.text = decodeBody(headers, body)
  else if (type.startsWith('text/html') && !found.html) found.html = decodeBody(headers, body)
}

/**
 * Just enough MIME for nodemailer's output: text and HTML alternatives, QP or base64, also inside
 * the multipart/mixed a calendar invitation adds.
 */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw)
  const found = { text: '', html: '' }
  readParts(headers, body, found)
  return { envelopeTo, headers, subject: decodeWords(headers.subject ?? ''), ...found, raw }
}

/** Every leaf part of a message (nested multiparts walked), its headers and its decoded body. */
export function mimeParts(raw: string): { headers: Record<string, string>; body: string }[] {
  const walk = (headers: Record<string, string>, body: string): { headers: Record<string, string>; body: string }[] => {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
    if (!(headers['content-type'] ?? '').startsWith('multipart/') || !boundary) {
      return [{ headers, body: decodeBody(headers, body) }]
    }
    const parts: { headers: Record<string, string>; body: string }[] = []
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = splitPart(chunk.replace(/^\r?\n/, ''))
      parts.push(...walk(part.headers, part.body.replace(/\r?\n$/, '')))
    }
    return parts
  }
  const { headers, body } = splitPart(raw)
  return walk(headers, body)
}

/** The text/calendar part of a received message (a booking's invitation), decoded, with its METHOD. */
export function calendarPart(m: ReceivedMail): { method: string; content: string } {
  const match =
    /Content-Type: text\/calendar;([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/i.exec(
      m.raw,
    )
  if (!match) throw new Error('no text/calendar part')
  const params = match[1]!
  const partHeaders = match[2]!
  let body = match[3]!
  if (/Content-Transfer-Encoding: base64/i.test(partHeaders)) body = Buffer.from(body, 'base64').toString('utf8')
  else if (/Content-Transfer-Encoding: quoted-printable/i.test(partHeaders)) {
    body = body
      .replace(/=\r?\n/g, '')
      .replace(/(=[0-9A-F]{2})+/gi, (s) => Buffer.from(s.replace(/=/g, ''), 'hex').toString('utf8'))
  }
  return { method: /method=([A-Z]+)/i.exec(params)?.[1] ?? '', content: body }
}

const unavailable = () => Object.assign(new Error('Service not available, try again later'), { responseCode: 421 })

export type MailServer = Awaited<ReturnType<typeof startMailServer>>

/**
 * A real SMTP server on loopback that keeps what it receives, for the integration, end-to-end and
 * reliability layers. Switches in `state`: `down` answers 421 to new connections and to messages
 * on connections already open (the site's sender keeps its connections a moment); `delayMs` holds
 * every message that long before accepting it, so that a test can catch the site with an e-mail in
 * flight; `dropMidMessage` closes the connection once a message's data begins to arrive (a relay
 * that crashes or a network that breaks mid-transfer); `greetingDelayMs` holds the greeting of
 * every new connection that long (an overloaded relay). `refuse(true)` stops listening, so that
 * connections are refused outright (ECONNREFUSED, the relay's process down), and `refuse(false)`
 * listens again on the same port.
 * With `onRaw`, each message goes there as received instead of into `received` (the e2e harness
 * writes it to a file).
 */
export async function startMailServer(options: { onRaw?: (raw: string, envelopeTo: string[]) => void } = {}) {
  const received: ReceivedMail[] = []
  // Waiters of nextMessage(), woken by the next accepted message.
  const waiters = new Set<() => void>()
  const open = new Set<string>()
  // A message whose sender went away before our "250 OK" was never delivered as far as the sender
  // knows; it must not count as received.
  const closed = new Set<string>()
  const state = {
    down: false,
    delayMs: 0,
    dropMidMessage: false,
    greetingDelayMs: 0,
    /** Connections accepted since the start. */
    connections: 0,
    /** Messages whose data began to arrive, and those dropped because their sender went away. */
    started: 0,
    dropped: 0,
    /** Connections accepted and not yet closed. */
    get open() {
      return open.size
    },
  }
  // smtp-server's open connections (its own, undocumented set), for the faults that cut them.
  const connections = () => (server as unknown as { connections: Set<{ id: string; _socket: Socket }> }).connections
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      if (state.down) return callback(unavailable())
      state.connections++
      open.add(session.id)
      // smtp-server sends its greeting when this callback runs.
      if (state.greetingDelayMs > 0) setTimeout(() => callback(), state.greetingDelayMs)
      else callback()
    },
    onClose(session) {
      open.delete(session.id)
      closed.add(session.id)
    },
    onMailFrom(_address, _session, callback) {
      if (state.down) return callback(unavailable())
      callback()
    },
    onData(stream, session, callback) {
      state.started++
      const chunks: Buffer[] = []
      if (state.dropMidMessage) {
        stream.once('data', () => {
          // Never received, as far as anyone can tell: the stream may still end before onClose runs.
          closed.add(session.id)
          // smtp-server gives its handlers no socket: found through the connection of this session.
          for (const connection of connections()) if (connection.id === session.id) connection._socket.destroy()
        })
      }
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const accept = () => {
          if (closed.has(session.id)) return void state.dropped++
          const raw = Buffer.concat(chunks).toString('utf8')
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address)
          if (options.onRaw) options.onRaw(raw, envelopeTo)
          else received.push(parseMail(raw, envelopeTo))
          callback()
          for (const wake of waiters) wake()
          waiters.clear()
        }
        if (state.delayMs > 0) setTimeout(accept, state.delayMs)
        else accept()
      })
    },
  })
  const port = await findFreePort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  // Listening: a client that resets its connection (a site killed mid-send) is not a failure here.
  server.on('error', () => {})
  const listener = (server as unknown as { server: Server }).server
  let refusing = false
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /**
     * Stops listening, so that new connections are refused (open ones go on: dropConnections ends
     * them), or listens again.
     */
    async refuse(on: boolean): Promise<void> {
      if (on === refusing) return
      refusing = on
      // close() stops accepting at once; its callback would wait for the open connections to end.
      if (on) listener.close()
      else
        await new Promise<void>((resolve, reject) => {
          listener.once('error', reject)
          listener.listen(port, '127.0.0.1', () => {
            listener.off('error', reject)
            resolve()
          })
        })
    },
    /**
     * Closes every open connection at once, as a relay that crashes or restarts does: a fault set
     * afterwards then meets the sender's next connections, not connections it already holds.
     */
    dropConnections(): void {
      for (const connection of connections()) {
        closed.add(connection.id)
        connection._socket.destroy()
      }
    },
    /** How many times each Message-ID was received (a message delivered twice counts 2). */
    countsByMessageId(): Map<string, number> {
      const counts = new Map<string, number>()
      for (const m of received) {
        const id = m.headers['message-id'] ?? ''
        counts.set(id, (counts.get(id) ?? 0) + 1)
      }
      return counts
    },
    /**
     * Resolves once the next message is accepted (true) or after `timeoutMs` (false): a wait for a
     * delivery that wakes when one happens instead of at a fixed polling interval.
     */
    nextMessage(timeoutMs: number): Promise<boolean> {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          resolve(false)
        }, timeoutMs)
        waiters.add(wake)
      })
    },
    async waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs = 30_000): Promise<ReceivedMail> {
      const start = Date.now()
      for (;;) {
        const found = received.find(predicate)
        if (found) return found
        if (Date.now() - start > timeoutMs)
          throw new Error(`No matching e-mail within ${timeoutMs} ms (got ${received.length})`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
