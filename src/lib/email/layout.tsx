import { Fragment, type CSSProperties, type ReactNode } from 'react'

import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'

import { fill } from '@/i18n/fill'
import enEmail from '@/i18n/messages/en/email.json'
import frEmail from '@/i18n/messages/fr/email.json'
import type { Locale } from '@/i18n/routing'

import type { StudioInfo } from './studio'

/**
 * The one layout of the site's e-mails (React Email: tables and inline styles, which mail apps
 * render alike) and its parts. The message components beside each domain compose them; they are
 * rendered into templates (./render.ts), so every string they receive is the message's data, to
 * be shown as it is. The `data-text-*` marks shape the generated plain-text part.
 *
 * Every byte here is repeated in every message the outbox stores and sends, so the parts are plain
 * elements with short inline styles: a paragraph is a `<p>` (React Email's Text adds a default
 * line height and writes each margin out four times more), a table's text styles are set once on
 * the table, which its cells inherit, and a button is a styled link (React Email's Button adds
 * spans for Outlook's padding, where the link shows as a smaller dark box).
 */

// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, typeof enEmail.email> = { en: enEmail.email, fr: frEmail.email }

/** The texts every e-mail shares (greeting, signature, footer, headings) and each domain's, in `locale`. */
export const emailTexts = (locale: Locale) => texts[locale]

export type Row = [label: string, value: string]

const INK = '#2b2520'
const MUTED = '#6b625a'
const FAINT = '#8a8178'
const RULE = '#e8e0d4'
const SANS = 'Helvetica,Arial,sans-serif'

const paragraph = { fontSize: '16px', lineHeight: '1.6', margin: '0 0 16px' }

/** A paragraph of the message: `<p>`, its margins as one declaration. */
function P({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return <p style={style ?? paragraph}>{children}</p>
}

/** The studio as a message names it: at the top, and in the line at the bottom when it has an address. */
export interface Sender {
  name: string
  email?: string
}

/** What every message component receives: its language, and the studio that sends it. */
export interface MessageBase {
  locale: Locale
  studio: { name: string; email: string }
}

/** The studio's name and public address, as the message components receive them. */
export const senderOf = (studio: StudioInfo): MessageBase['studio'] => ({ name: studio.name, email: studio.email })

/** A button's line above it, its label and the page it opens. */
export interface PageLink {
  intro?: string
  label: string
  href: string
}

export function EmailLayout({
  locale,
  studio,
  signed,
  notes,
  children,
}: {
  locale: Locale
  studio: Sender
  /** Ends the message with the studio's signature. */
  signed?: boolean
  /** Under the rule at the bottom, above the studio's line: what the law asks a newsletter to say. */
  notes?: ReactNode
  children: ReactNode
}) {
  return (
    <Html lang={locale} dir="ltr">
      <Head />
      <Body style={{ margin: '0', padding: '24px 8px', backgroundColor: '#faf7f2', color: INK }}>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: '#ffffff',
            border: `1px solid ${RULE}`,
            padding: '28px 24px',
            fontFamily: 'Georgia,"Times New Roman",serif',
            color: INK,
          }}
        >
          <P
            style={{
              fontFamily: SANS,
              fontSize: '13px',
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              color: '#8a6d3b',
              margin: '0 0 24px',
            }}
          >
            {studio.name}
          </P>
          {children}
          {signed ? <Signature locale={locale} studio={studio.name} /> : null}
          {notes || studio.email ? (
            <>
              <Hr style={{ borderTop: `1px solid ${RULE}`, margin: '28px 0 12px' }} />
              {notes}
              {studio.email ? <StudioLine locale={locale} studio={studio.name} email={studio.email} /> : null}
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}

export function Greeting({ locale, name }: { locale: Locale; name?: string }) {
  return name ? <P>{fill(texts[locale].greeting, { name })}</P> : null
}

export function Paragraph({ children, keepLines }: { children: ReactNode; keepLines?: boolean }) {
  return <P style={keepLines ? { ...paragraph, whiteSpace: 'pre-line' } : undefined}>{children}</P>
}

/** A heading over label/value rows: what the visitor sent, when and where a session is, amounts. */
export function Details({ heading, rows }: { heading?: string; rows: Row[] }) {
  if (!rows.length) return null
  // Borders and padding are the cells' own; the text's font, size, wrapping and alignment are
  // inherited from the table, as the site's e-mails always had them.
  const cell = { padding: '8px 12px 8px 0', verticalAlign: 'top', borderBottom: `1px solid ${RULE}` }
  return (
    <>
      {heading ? <h2 style={{ fontSize: '17px', margin: '8px 0' }}>{heading}</h2> : null}
      <table
        role="presentation"
        width="100%"
        cellPadding="0"
        cellSpacing="0"
        style={{
          borderCollapse: 'collapse',
          margin: heading ? '0 0 24px' : '8px 0 24px',
          fontFamily: SANS,
          fontSize: '14px',
          lineHeight: '1.5',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={i} data-text-line="">
              <th
                align="left"
                data-text-after=": "
                style={i ? { ...cell, color: MUTED } : { ...cell, width: '38%', color: MUTED }}
              >
                {label}
              </th>
              <td data-text-inline="" style={cell}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** A button to a page of the site (manage a booking, claim a seat, confirm), with a line above it. */
export function ButtonLink({ intro, label, href }: PageLink) {
  return (
    <>
      {intro ? <P style={{ ...paragraph, margin: '0 0 10px' }}>{intro}</P> : null}
      <P style={{ margin: '0 0 20px' }}>
        <a
          href={href}
          data-text-button=""
          style={{
            display: 'inline-block',
            backgroundColor: INK,
            color: '#ffffff',
            padding: '12px 20px',
            borderRadius: '6px',
            fontFamily: SANS,
            fontSize: '15px',
            textDecoration: 'none',
          }}
        >
          {label}
        </a>
      </P>
    </>
  )
}

/** A link inside a sentence; the plain text shows its address there instead of its label. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} data-text-href="" style={{ color: '#8a6d3b', textDecoration: 'underline' }}>
      {children}
    </Link>
  )
}

/**
 * A catalogue sentence whose `{placeholder}` is a link, cut in two around it: the parts before and
 * after, to put around an InlineLink.
 */
export function aroundLink(sentence: string, placeholder: string): { before: string; after: string } {
  const at = sentence.indexOf(`{${placeholder}}`)
  if (at < 0) return { before: `${sentence} `, after: '' }
  return { before: sentence.slice(0, at), after: sentence.slice(at + placeholder.length + 2) }
}

/** A small line under the message: why it was sent, what to do if it was not asked for. */
export function Note({ children }: { children: ReactNode }) {
  return <P style={{ fontSize: '13px', lineHeight: '1.5', color: MUTED, margin: '0 0 10px' }}>{children}</P>
}

function Signature({ locale, studio }: { locale: Locale; studio: string }) {
  // Its lines as line breaks: the plain text keeps them too.
  const lines = fill(texts[locale].signature, { studio }).split('\n')
  return (
    <P style={{ ...paragraph, margin: '24px 0 16px' }}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </P>
  )
}

/** The studio's line at the bottom of every message: its name, city and address to write to. */
function StudioLine({ locale, studio, email }: { locale: Locale; studio: string; email: string }) {
  return (
    <P style={{ fontFamily: SANS, fontSize: '12px', lineHeight: '1.5', color: FAINT, margin: '0' }}>
      {fill(texts[locale].footer, { studio, email })}
    </P>
  )
}

/** A line of the footer, above the studio's (the newsletter's reason and sender). */
export function FooterNote({ children }: { children: ReactNode }) {
  return (
    <P style={{ fontFamily: SANS, fontSize: '12px', lineHeight: '1.5', color: FAINT, margin: '0 0 8px' }}>{children}</P>
  )
}
