/** Payload's nodemailer adapter still only sends through the transport (src/platform/payload-nodemailer-transport.ts). */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { SendMailOptions, SentMessageInfo } from 'nodemailer'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { sendMailOnlyTransport } from '@/platform/payload-nodemailer-transport'

describe("Payload's nodemailer adapter with the site's transport", () => {
  it('sends through sendMail, and touches nothing else on the transport', async () => {
    const sent: SendMailOptions[] = []
    const touched = new Set<string | symbol>()
    const transport = new Proxy(
      sendMailOnlyTransport(async (message) => {
        sent.push(message)
        // Only the id is read back; nodemailer 10 types the whole SMTP answer.
        return { messageId: '<1@test>' } as SentMessageInfo
      }),
      {
        get(target, key, receiver) {
          touched.add(key)
          return Reflect.get(target, key, receiver)
        },
      },
    )
    const adapter = await nodemailerAdapter({
      defaultFromAddress: 'studio@example.ca',
      defaultFromName: 'Studio',
      skipVerify: true,
      transport,
    })
    const email = adapter({ payload: {} as Payload })
    await email.sendEmail({ to: 'visitor@example.ca', subject: 'Hello', text: 'Hi' })
    expect(sent).toEqual([expect.objectContaining({ to: 'visitor@example.ca', from: 'Studio <studio@example.ca>' })])
    expect([...touched].filter((key) => typeof key === 'string' && key !== 'then')).toEqual(['sendMail'])
  })
})
