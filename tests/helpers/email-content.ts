/**
 * What a client reads in a message, taken from the MIME the site sends (parsed with postal-mime):
 * subject, recipients, the text part, the visible text and the links of the HTML part, the
 * attachments and the calendar invitation. tests/fixtures/emails holds this for every message of
 * tests/helpers/email-samples.ts as the site sent it before its e-mails moved to React Email;
 * tests/int/email-content.test.ts compares the messages of today's code with it.
 */
import crypto from 'node:crypto'

import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import nodemailer from 'nodemailer'
import PostalMime, { type Address } from 'postal-mime'

import type { OutgoingEmail } from '@/lib/email/outbox'

export interface EmailContent {
  kind: string
  locale: string
  subject: string
  to: string[]
  replyTo: string[]
  /** The headers a mail app acts on (List-Unsubscribe, its one-click POST). */
  headers: Record<string, string>
  text: string
  /** The HTML part's visible text, one entry per block (paragraph, heading, table cell, line). */
  htmlText: string[]
  /** Every link of the HTML part, in order. */
  links: string[]
  attachments: { filename: string | null; mimeType: string; sha256: string }[]
  /** The invitation's METHOD and its lines, less DTSTAMP (the moment it was written). */
  calendar?: { method: string; lines: string[] }
  about?: OutgoingEmail['about']
}

const BLOCKS = new Set([
  'address',
  'blockquote',
  'body',
  'br',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'p',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
])
const HIDDEN = new Set(['head', 'style', 'script', 'title'])

const isHidden = (el: Element) =>
  HIDDEN.has(el.name) || /display\s*:\s*none/i.test(el.attribs.style ?? '') || el.attribs['aria-hidden'] === 'true'

/** The text a reader sees, block by block, whitespace collapsed as a browser does outside `pre`. */
export function visibleBlocks(html: string): string[] {
  const blocks: string[] = []
  let current = ''
  const flush = () => {
    const block = current.replace(/\s+/g, ' ').trim()
    if (block) blocks.push(block)
    current = ''
  }
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') current += node.data
      else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const el = node as Element
        if (isHidden(el)) continue
        const block = BLOCKS.has(el.name)
        if (block) flush()
        walk(el.children)
        if (block) flush()
      }
    }
  }
  walk(parseDocument(html, { decodeEntities: true }).children)
  flush()
  return blocks
}

export function linksOf(html: string): string[] {
  const links: string[] = []
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue
      const el = node as Element
      if (el.name === 'a' && el.attribs.href) links.push(el.attribs.href)
      walk(el.children)
    }
  }
  walk(parseDocument(html, { decodeEntities: true }).children)
  return links
}

const addresses = (list: Address[] | undefined) =>
  (list ?? []).flatMap((a) => (a.address ? [a.address] : (a.group ?? []).map((m) => m.address)))

const sha256 = (content: ArrayBuffer | Uint8Array | string) =>
  crypto
    .createHash('sha256')
    .update(typeof content === 'string' ? Buffer.from(content) : Buffer.from(content as ArrayBuffer))
    .digest('hex')

/** The parts of a message a client reads, from its raw MIME. */
export async function contentOfMime(raw: string | Buffer, sent: Pick<OutgoingEmail, 'kind' | 'locale' | 'about'>) {
  const parsed = await PostalMime.parse(raw)
  const header = (key: string) => parsed.headers.find((h) => h.key === key)?.value
  const headers: Record<string, string> = {}
  for (const key of ['list-unsubscribe', 'list-unsubscribe-post']) {
    const value = header(key)
    if (value) headers[key] = value
  }
  const calendarPart = parsed.attachments.find((a) => a.mimeType === 'text/calendar')
  const calendarText =
    calendarPart &&
    (typeof calendarPart.content === 'string'
      ? calendarPart.content
      : Buffer.from(calendarPart.content as ArrayBuffer).toString('utf8'))
  const content: EmailContent = {
    kind: sent.kind,
    locale: sent.locale,
    subject: parsed.subject ?? '',
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    headers,
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    htmlText: parsed.html ? visibleBlocks(parsed.html) : [],
    links: parsed.html ? linksOf(parsed.html) : [],
    attachments: parsed.attachments
      .filter((a) => a.mimeType !== 'text/calendar')
      .map((a) => ({ filename: a.filename, mimeType: a.mimeType, sha256: sha256(a.content) })),
    ...(calendarText
      ? {
          calendar: {
            method: calendarPart.method ?? '',
            lines: calendarText
              .replace(/\r\n[ \t]/g, '')
              .split(/\r?\n/)
              .filter((line) => line && !line.startsWith('DTSTAMP')),
          },
        }
      : {}),
    ...(sent.about ? { about: sent.about } : {}),
  }
  return { content, html: parsed.html ?? '' }
}

/**
 * The MIME nodemailer makes of a message, with the fields the outbox gives it
 * (src/lib/email/outbox.ts, sendOne), without sending it.
 */
export async function mimeOf(email: OutgoingEmail): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  const info = await transport.sendMail({
    from: 'Studio <no-reply@lumiere.example>',
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    icalEvent: email.icalEvent,
    attachments: email.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.contentBase64,
      encoding: 'base64',
    })),
  })
  return info.message as Buffer
}

/** Whether `needle` occurs in `haystack` as whole words (not inside a longer word or number). */
function containsWhole(haystack: string, needle: string): boolean {
  const word = /[\p{L}\p{N}]/u
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1]
    const after = haystack[at + needle.length]
    const edgeOk = (ch: string | undefined, inner: string | undefined) =>
      !ch || !inner || !word.test(ch) || !word.test(inner)
    if (edgeOk(before, needle[0]) && edgeOk(after, needle[needle.length - 1])) return true
  }
  return false
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What a client read in `before` that `after` no longer says: each a sentence of explanation.
 * Subject, recipients, the headers mail apps act on, attachments and the invitation must be the
 * same; every line of the text part, every block of the HTML part's visible text and every link
 * must still be there (in any order, with anything added around them). The text part's lines are
 * compared within lines, so each row keeps its label beside its value.
 */
export function lostContent(before: EmailContent, after: EmailContent): string[] {
  const lost: string[] = []
  for (const key of ['kind', 'locale', 'subject', 'to', 'replyTo', 'headers', 'calendar', 'about'] as const) {
    if (!same(before[key], after[key]) && !(before[key] === undefined && after[key] === undefined))
      lost.push(`${key}: ${JSON.stringify(before[key])} became ${JSON.stringify(after[key])}`)
  }
  // nodemailer attaches the invitation a second time (application/ics): the same text as the
  // calendar part, compared above, whose DTSTAMP is the moment it was written.
  const sameFile = (a: EmailContent['attachments'][number], b: EmailContent['attachments'][number]) =>
    a.mimeType === 'application/ics' ? a.filename === b.filename && a.mimeType === b.mimeType : same(a, b)
  for (const file of before.attachments)
    if (!after.attachments.some((a) => sameFile(file, a))) lost.push(`attachment lost: ${JSON.stringify(file)}`)
  for (const line of before.text.split('\n').map((l) => l.trim()))
    if (line && !containsWhole(after.text, line)) lost.push(`text line lost: ${JSON.stringify(line)}`)
  // A line break (a <br>, or a newline under white-space: pre-line) reads as a space here.
  const visible = after.htmlText.join(' ')
  for (const block of before.htmlText)
    if (!containsWhole(visible, block)) lost.push(`HTML text lost: ${JSON.stringify(block)}`)
  for (const link of before.links) if (!after.links.includes(link)) lost.push(`link lost: ${link}`)
  return lost
}
