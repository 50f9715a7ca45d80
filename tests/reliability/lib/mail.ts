/** The loopback SMTP server of every test layer (its `delayMs` holds messages in flight). */
export { startMailServer, type MailServer } from '@root/tests/helpers/mail'
