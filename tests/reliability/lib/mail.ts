/**
 * A real SMTP server on loopback (smtp-server, as in the integration tests), with a switch that
 * holds every message for `delayMs` before accepting it, so that a test can catch the site with an
 * e-mail in flight.
 */
import { SMTPServer } from 'smtp-server'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { parseMail, type ReceivedMail } from '@/tests/int/helpers/mail'

export type MailServer = Awaited<ReturnType<typeof startMailServer>>

export async function startMailServer() {
  const received: ReceivedMail[] = []
  const state = { delayMs: 0, started: 0, dropped: 0 }
  // A message whose sender went away before our "250 OK" was never delivered as far as the sender
  // knows; it must not count as received.
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id)
    },
    onData(stream, session, callback) {
      state.started++
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const accept = () => {
          if (closed.has(session.id)) return void state.dropped++
          received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          )
          callback()
        }
        if (state.delayMs > 0) setTimeout(accept, state.delayMs)
        else accept()
      })
    },
  })
  server.on('error', () => {})
  const port = await findFreePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
