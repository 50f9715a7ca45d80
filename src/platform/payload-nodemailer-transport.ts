import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer'

/**
 * Reliance: @payloadcms/email-nodemailer, given a `transport` and `skipVerify: true`, calls nothing
 * on it but `sendMail(message)` (no `verify`, `close`, events or options). Its type asks for a full
 * nodemailer Transporter.
 *
 * Why: the site's transport (src/lib/email/adapter.ts) is a small object over a pool of nodemailer
 * transports that it retires when idle or stuck (a send bounded by OUTBOX_SEND_TIMEOUT_S, sockets
 * destroyed so an abandoned message cannot be delivered after its retry is scheduled). Should the
 * adapter start calling anything else, the guard fails rather than the first e-mail of a deploy.
 *
 * Checked on: @payloadcms/email-nodemailer 3.90.1, nodemailer 9.1.1 and 10.6.1.
 * Guard: tests/unit/platform/payload-nodemailer-transport.test.ts (the real adapter, built with this
 * transport, sends through it, and calls nothing else on it).
 */
export function sendMailOnlyTransport(sendMail: (message: SendMailOptions) => Promise<SentMessageInfo>): Transporter {
  return { sendMail } as unknown as Transporter
}
