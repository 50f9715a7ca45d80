import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

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
    transportOptions: smtpOptionsFromUrl(url),
  })
}
