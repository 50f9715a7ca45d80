import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import net from 'node:net'

import nodemailer, { type SendMailOptions, type SentMessageInfo, type Transporter } from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'

import { sendMailOnlyTransport } from '@/platform/payload-nodemailer-transport'
import { positiveSetting } from '@/lib/runtime/settings'

/** SMTP settings from one URL: smtp://user:pass@host:587 or smtps://… (implicit TLS). */
export function smtpOptionsFromUrl(raw: string) {
  const url = new URL(raw)
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Loopback test servers and local relays use self-signed certificates.
    tls: { rejectUnauthorized: url.searchParams.get('tlsRejectUnauthorized') !== 'false' },
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

export function emailFrom() {
  return {
    address: process.env.EMAIL_FROM || 'no-reply@localhost',
    name: process.env.EMAIL_FROM_NAME || 'Studio',
  }
}

/**
 * With no SMTP_URL there is no adapter: messages stay in the outbox (readable in /cms) instead of
 * Payload's fallback, which would reach out to a public test service.
 */
export function emailAdapter() {
  const url = process.env.SMTP_URL
  if (!url) return undefined
  const from = emailFrom()
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // An SMTP server that is down at boot must not stop the site; sends are retried from the outbox.
    skipVerify: true,
    transport: pooledTransport(smtpOptionsFromUrl(url)),
  })
}

/** Open SMTP connections are closed once no message has been sent for this long. */
export const SMTP_IDLE_CLOSE_MS = 1000

/**
 * How long one message may take to be accepted by the relay, waiting for a free connection
 * included (OUTBOX_SEND_TIMEOUT_S, default 60 s). nodemailer's own timeouts (connection and
 * greeting 10 s, socket 20 s) cover the usual faults; this bound holds whatever the transport does,
 * so that no send can keep the outbox waiting.
 */
export function sendTimeoutMs(): number {
  return positiveSetting(process.env.OUTBOX_SEND_TIMEOUT_S, 60) * 1000
}

/** One nodemailer pool, the sockets it opened and the sends still waiting on it. */
interface PoolGeneration {
  transporter: Transporter
  sockets: Set<net.Socket>
  waiting: Set<(error: Error) => void>
}

/**
 * SMTP connections reused across messages, at most five at once (nodemailer's pool): a backlog
 * of a booking burst went out at 6 messages a second with a connection per message, most of
 * it the handshake (bench/outbox.ts). The pool is closed after SMTP_IDLE_CLOSE_MS without a
 * message and opened again by the next one, so that idle connections neither hold a relay's
 * connection slots nor keep a finishing process (a script, a test file) alive; a burst keeps
 * its connections because its messages follow each other closely.
 *
 * A message not accepted within sendTimeoutMs() fails, and the whole pool is discarded with it
 * (retired pools, on the other hand, let the messages under way finish):
 * its sockets are destroyed (so the abandoned message cannot still be delivered after the outbox
 * has recorded the failure and scheduled a retry) and every send still waiting on it fails too,
 * since nodemailer may requeue a message of a closed connection onto a pool that never runs again.
 * The next message opens a fresh pool.
 */
function pooledTransport(options: ReturnType<typeof smtpOptionsFromUrl>): Transporter {
  let pool: PoolGeneration | undefined
  let sending = 0
  let idleTimer: NodeJS.Timeout | undefined
  const retire = (generation: PoolGeneration) => {
    if (pool === generation) pool = undefined
    generation.transporter.close()
  }
  const discard = (generation: PoolGeneration, error: Error) => {
    retire(generation)
    for (const socket of generation.sockets) socket.destroy()
    for (const fail of generation.waiting) fail(error)
    generation.waiting.clear()
  }
  const closeWhenIdle = () => {
    if (--sending > 0) return
    idleTimer = setTimeout(() => {
      if (pool) retire(pool)
    }, SMTP_IDLE_CLOSE_MS).unref()
  }
  const open = (): PoolGeneration => {
    const sockets = new Set<net.Socket>()
    const generation = { sockets, waiting: new Set() } as unknown as PoolGeneration
    generation.transporter = nodemailer.createTransport({
      ...options,
      pool: true,
      maxConnections: 5,
      getSocket: connectWithoutNagle(sockets, () => retire(generation)),
    })
    return generation
  }
  const sendMail = (message: SendMailOptions): Promise<SentMessageInfo> => {
    clearTimeout(idleTimer)
    sending++
    const generation = (pool ??= open())
    const timeoutMs = sendTimeoutMs()
    return new Promise<SentMessageInfo>((resolve, reject) => {
      generation.waiting.add(reject)
      const timer = setTimeout(
        () => discard(generation, new Error(`SMTP send timed out after ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
      generation.transporter
        .sendMail(message)
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer)
          generation.waiting.delete(reject)
        })
    }).finally(closeWhenIdle)
  }
  // The adapter calls sendMail only (src/platform/payload-nodemailer-transport.ts).
  return sendMailOnlyTransport(sendMail)
}

/**
 * Opens the TCP connection for nodemailer (its hook for proxies), with Nagle's algorithm off,
 * which nodemailer leaves on: it writes a message's closing "\r\n.\r\n" on its own, Nagle then
 * holds those five bytes until the server acknowledges the body, and servers delay that
 * acknowledgement (40 ms on Linux). Every message paid it on a connection that is otherwise
 * idle in between: 45 ms a message against a loopback server, 2 ms without. nodemailer still
 * does the rest (implicit TLS on this socket for smtps://, STARTTLS, the greeting timeout).
 * (nodemailer's pool takes a connected socket only: an unconnected one is ignored.)
 *
 * A connection that cannot be opened fails its message through the callback, but nodemailer's
 * pool then keeps that connection as busy for ever (only an error of the SMTP connection itself
 * removes it): after five refused connections, the pool's size, every later message waited for
 * good and the outbox with it. So such an error also retires the whole pool
 * (`onConnectError`): closing it fails the messages queued on it, lets those under way on its
 * other connections finish, and the next message opens a fresh one.
 */
function connectWithoutNagle(sockets: Set<net.Socket>, onConnectError: () => void) {
  return (
    options: SMTPPool.Options,
    callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void,
  ): void => {
    const socket = net.connect({ host: options.host, port: Number(options.port), noDelay: true })
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    const fail = (error: Error) => {
      socket.destroy()
      callback(error)
      onConnectError()
    }
    socket.setTimeout(options.connectionTimeout ?? 10_000, () => fail(new Error('Connection timeout')))
    socket.once('error', fail)
    socket.once('connect', () => {
      socket.setTimeout(0)
      socket.off('error', fail)
      callback(null, { connection: socket })
    })
  }
}
