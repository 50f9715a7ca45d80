import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import net from 'node:net'

import nodemailer, { type SendMailOptions, type SentMessageInfo, type Transporter } from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'

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
 * SMTP connections reused across messages, at most five at once (nodemailer's pool): a backlog
 * of a booking burst went out at 6 messages a second with a connection per message, most of
 * it the handshake (bench/outbox.ts). The pool is closed after SMTP_IDLE_CLOSE_MS without a
 * message and opened again by the next one, so that idle connections neither hold a relay's
 * connection slots nor keep a finishing process (a script, a test file) alive; a burst keeps
 * its connections because its messages follow each other closely.
 */
function pooledTransport(options: ReturnType<typeof smtpOptionsFromUrl>): Transporter {
  let pool: Transporter | undefined
  let sending = 0
  let idleTimer: NodeJS.Timeout | undefined
  const closeWhenIdle = () => {
    if (--sending > 0) return
    idleTimer = setTimeout(() => {
      pool?.close()
      pool = undefined
    }, SMTP_IDLE_CLOSE_MS).unref()
  }
  const sendMail = async (message: SendMailOptions): Promise<SentMessageInfo> => {
    clearTimeout(idleTimer)
    sending++
    pool ??= nodemailer.createTransport({ ...options, pool: true, maxConnections: 5, getSocket: connectWithoutNagle })
    try {
      return await pool.sendMail(message)
    } finally {
      closeWhenIdle()
    }
  }
  // The adapter calls sendMail only (@payloadcms/email-nodemailer, with skipVerify).
  return { sendMail } as unknown as Transporter
}

/**
 * Opens the TCP connection for nodemailer (its hook for proxies), with Nagle's algorithm off,
 * which nodemailer leaves on: it writes a message's closing "\r\n.\r\n" on its own, Nagle then
 * holds those five bytes until the server acknowledges the body, and servers delay that
 * acknowledgement (40 ms on Linux). Every message paid it on a connection that is otherwise
 * idle in between: 45 ms a message against a loopback server, 2 ms without. nodemailer still
 * does the rest (implicit TLS on this socket for smtps://, STARTTLS, the greeting timeout).
 */
function connectWithoutNagle(
  options: SMTPPool.Options,
  callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
  const socket = net.connect({ host: options.host, port: Number(options.port), noDelay: true })
  const fail = (error: Error) => {
    socket.destroy()
    callback(error)
  }
  socket.setTimeout(options.connectionTimeout ?? 10_000, () => fail(new Error('Connection timeout')))
  socket.once('error', fail)
  socket.once('connect', () => {
    socket.setTimeout(0)
    socket.off('error', fail)
    callback(null, { connection: socket })
  })
}
