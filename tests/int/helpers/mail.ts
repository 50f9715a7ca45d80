/** The loopback SMTP server and MIME reading live in tests/helpers/mail.ts, shared with the e2e harness. */
export { parseMail, startMailServer, type ReceivedMail } from '@root/tests/helpers/mail'
