import { createElement, type ReactElement } from 'react'

import { render, toPlainText } from '@react-email/render'
import { LRUCache } from 'lru-cache'

import type { Locale } from '@/i18n/routing'

import { escapeHtml } from './escape'

/**
 * A message's content as its component receives it. Every non-empty string is the message's own
 * data (a slot, below); booleans, `undefined`/`null`, empty strings and the length of each list
 * are its shape; `locale` picks the component's own texts. Numbers, dates and functions are
 * refused: format them into strings first.
 */
export type EmailContent =
  string | boolean | null | undefined | readonly EmailContent[] | { readonly [key: string]: EmailContent }

export interface RenderedEmail {
  html: string
  /** The plain-text part, generated from the same HTML (React Email's toPlainText). */
  text: string
}

/**
 * Rendering a component with React Email costs about a millisecond and its plain text a few more
 * (bench/api.ts): too much inside a booking's request, which queues two messages. So each
 * component is rendered once per language and shape, with a marker in place of each string of its
 * content (a slot), into an HTML and a text template; a message then fills the slots of its
 * templates, HTML-escaped in the HTML. A component must therefore use its strings only as text or
 * attribute values (never compare, split or look them up): what it decides on is told by booleans
 * and by which strings are present. compile() refuses a template whose markers did not come
 * through whole.
 */
const OPEN = '\uE000'
const CLOSE = '\uE001'
const SLOT = /\uE000(\d+)\uE001/
const STRAY = /[\uE000\uE001]/

/** Literal text at even indexes, slot numbers at odd ones (String.split with a capture group). */
type Template = (string | number)[]
interface Compiled {
  html: Template
  text: Template
}

/** The content with each non-empty string replaced by its marker, pushed to `values` in order. */
function toShape(value: EmailContent, values: string[]): EmailContent {
  if (typeof value === 'string') {
    if (value === '') return value
    values.push(value)
    return `${OPEN}${values.length - 1}${CLOSE}`
  }
  if (value === null || value === undefined || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map((item: EmailContent) => toShape(item, values))
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const shape: Record<string, EmailContent> = {}
    for (const [key, item] of Object.entries(value)) shape[key] = toShape(item as EmailContent, values)
    return shape
  }
  throw new TypeError(`E-mail content must be strings, booleans and lists or objects of them, not ${typeof value}`)
}

/**
 * The plain-text part: React Email's conversion (no wrapping, links as "label url", cells one a
 * line), and the layout's own marks (src/lib/email/layout.tsx) for what reads better as a line
 * of text: a row as "Label: value", a button as "Label: address", an inline link as its address,
 * headings as written, no rule of dashes.
 */
type TextOptions = NonNullable<Parameters<typeof toPlainText>[1]>
type Walk = (nodes: unknown[], builder: Builder) => void
interface Builder {
  addInline: (text: string, options?: { noWordTransform?: boolean }) => void
}
interface Elem {
  attribs: Record<string, string>
  children: unknown[]
}
const TEXT_OPTIONS: TextOptions = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false, leadingLineBreaks: 2 } })),
    { selector: 'hr', format: 'skip' },
    { selector: '[data-text-line]', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: '[data-text-after]', format: 'inlineAfter' },
    { selector: '[data-text-inline]', format: 'inline' },
    { selector: 'a[data-text-button]', format: 'button' },
    { selector: 'a[data-text-href]', format: 'href' },
  ],
  formatters: {
    inlineAfter: (elem: Elem, walk: Walk, builder: Builder) => {
      walk(elem.children, builder)
      builder.addInline(elem.attribs['data-text-after'] ?? '', { noWordTransform: true })
    },
    button: (elem: Elem, walk: Walk, builder: Builder) => {
      walk(elem.children, builder)
      builder.addInline(`: ${elem.attribs.href ?? ''}`, { noWordTransform: true })
    },
    href: (elem: Elem, _walk: Walk, builder: Builder) => {
      builder.addInline(elem.attribs.href ?? '', { noWordTransform: true })
    },
  },
} as TextOptions

/**
 * The HTML as it is sent: without the marks only the plain text reads (`data-text-*`, React
 * Email's `data-skip-in-text`) and React's comments around the document's parts, which every
 * stored and sent copy would carry for nothing.
 */
const TEXT_MARK = / data-(?:text-[a-z]+|skip-in-text)="[^"]*"/g
const REACT_COMMENT = /<!--(?:\/?\$|html|head|body)-->/g
const forMail = (html: string) => html.replace(TEXT_MARK, '').replace(REACT_COMMENT, '')

function template(rendered: string, what: string): Template {
  const parts: Template = rendered.split(SLOT).map((part, i) => (i % 2 ? Number(part) : part))
  for (let i = 0; i < parts.length; i += 2) {
    if (STRAY.test(parts[i] as string)) throw new Error(`A slot of the e-mail's ${what} was cut or changed`)
  }
  return parts
}

async function compile<P>(Component: (props: P) => ReactElement, shape: P): Promise<Compiled> {
  const html = await render(createElement(Component as (props: object) => ReactElement, shape as object))
  return { html: template(forMail(html), 'HTML'), text: template(toPlainText(html, TEXT_OPTIONS), 'text') }
}

function fillIn(parts: Template, values: string[], escape: (value: string) => string): string {
  let out = ''
  for (let i = 0; i < parts.length; i++) out += i % 2 ? escape(values[parts[i] as number]!) : (parts[i] as string)
  return out
}

const asIs = (value: string) => value

/** Compiled templates per component, at most this many shapes each (a few dozen exist). */
const SHAPES_PER_COMPONENT = 500
const compiled = new WeakMap<object, LRUCache<string, Promise<Compiled>>>()

/**
 * The HTML and plain text of `Component` with `props`: from its compiled templates, compiled on
 * first use of this language and shape (two messages asking at once share one compilation).
 */
export async function renderEmail<P extends { locale: Locale }>(
  Component: (props: P) => ReactElement,
  props: P,
): Promise<RenderedEmail> {
  const { locale, ...content } = props
  const values: string[] = []
  const shape = { ...(toShape(content as EmailContent, values) as object), locale } as P
  const key = JSON.stringify(shape)
  let cache = compiled.get(Component)
  if (!cache) compiled.set(Component, (cache = new LRUCache({ max: SHAPES_PER_COMPONENT })))
  let entry = cache.get(key)
  if (!entry) {
    entry = compile(Component, shape)
    cache.set(key, entry)
    entry.catch(() => cache.delete(key))
  }
  const { html, text } = await entry
  return { html: fillIn(html, values, escapeHtml), text: fillIn(text, values, asIs) }
}

/** The same, without templates: what renderEmail must equal (tests/unit/email-render.test.ts). */
export async function renderEmailDirectly<P extends { locale: Locale }>(
  Component: (props: P) => ReactElement,
  props: P,
): Promise<RenderedEmail> {
  const html = await render(createElement(Component as (props: object) => ReactElement, props as object))
  return { html: forMail(html), text: toPlainText(html, TEXT_OPTIONS) }
}
