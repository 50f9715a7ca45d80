/**
 * Request screening for attack signatures: what gets an address recorded and, repeated, blocked.
 *
 * This is detection, not the defence: queries are parameterised and React escapes what it
 * renders, so a payload that slips through harms nothing. A false positive, on the other hand,
 * records a visitor as an attacker and can get them blocked. Every signature is therefore written
 * for precision over recall: it needs the syntax of an attack (a quote closing a value and then
 * SQL, a tag with an event handler, a "../" segment), never a keyword alone, so "O'Brien",
 * "Select a date" or "a union of two families" pass.
 *
 * Every pattern is linear: no two adjacent quantifiers can match the same characters, and bounded
 * runs are capped, so a hostile body cannot make the screen itself slow.
 */

export type ThreatReason = 'sql_injection' | 'xss' | 'path_traversal' | 'suspicious_activity'

export interface ThreatHit {
  reason: ThreatReason
  /** Where and what: `query.id: ' OR 1=1`. Attacker text, trimmed and stripped of control characters. */
  detail: string
}

export interface ThreatInput {
  path: string
  query?: string
  body?: unknown
}

interface Signature {
  reason: ThreatReason
  name: string
  pattern: RegExp
}

const sql = (name: string, pattern: RegExp): Signature => ({
  reason: 'sql_injection',
  name,
  pattern,
})
const xss = (name: string, pattern: RegExp): Signature => ({ reason: 'xss', name, pattern })
const traversal = (name: string, pattern: RegExp): Signature => ({
  reason: 'path_traversal',
  name,
  pattern,
})
const probe = (name: string, pattern: RegExp): Signature => ({
  reason: 'suspicious_activity',
  name,
  pattern,
})

// A quote closing a string literal, optionally followed by closing parentheses.
const CLOSE = String.raw`['"\x60][\s)]*`
// SQL whitespace, including the inline comments scanners use in its place (UNION/**/SELECT).
const SQLWS = String.raw`(?:\s|\+|/\*[^*]{0,40}\*/)+`

const SQL_SIGNATURES: readonly Signature[] = [
  // ' OR 1=1 / ' or 'a'='a / ' OR x=x: a tautology right after a closing quote. The back-reference
  // demands the same operand on both sides, which prose does not produce.
  sql(
    'tautology',
    new RegExp(String.raw`${CLOSE}(?:(?:or|and)\b|\|\||&&)[\s(]*(['"]?)(\w{1,40})\1\s*=\s*['"]?\2(?!\w)`, 'i'),
  ),
  sql('tautology', new RegExp(String.raw`${CLOSE}(?:or|\|\|)[\s(]*['"]{2}\s*=\s*['"]`, 'i')),
  // ' OR TRUE-- : a bare truth value, then a comment or a new statement. Without the comment it
  // would match "package 'A' or 2" at the end of a message.
  sql('tautology', new RegExp(String.raw`${CLOSE}(?:or|and)\s+(?:true|false|\d+)[\s)]*(?:--|#|/\*|;)`, 'i')),
  // UNION SELECT followed by the start of a column list, so "union select members" in prose
  // (credit unions exist) needs a comma or FROM before it counts.
  sql(
    'union select',
    new RegExp(
      String.raw`\bunion${SQLWS}(?:all${SQLWS}|distinct${SQLWS})?select${SQLWS}(?:null\b|\d|\*|@@|[a-z_]\w{0,40}\s*\(|[\w.]{1,60}\s*(?:,|\bfrom\b|--|#|;|$))`,
      'i',
    ),
  ),
  // Stacked statements: a statement separator, then a destructive or administrative statement.
  sql('stacked query', /;\s*(?:drop|truncate|alter)\s+(?:table|database|schema|user)\b/i),
  sql('stacked query', /;\s*(?:delete\s+from|insert\s+into|shutdown\b|exec(?:ute)?\s+(?:xp_|sp_|master\.))/i),
  sql('stacked query', /;\s*update\s+\w{1,60}\s+set\s+\w{1,60}\s*=/i),
  // A closing quote whose rest of the value is a comment: the classic login bypass (admin'--).
  sql('comment after quote', new RegExp(String.raw`${CLOSE}(?:--[\s+-]*|#|/\*[\s\S]*)$`)),
  // Time-based blind injection. No space before "(": "baby's sleep (2 hours)" is prose.
  sql('time delay', /\b(?:pg_)?sleep\(\s*[\d(]/i),
  sql('time delay', /\bbenchmark\(\s*\d/i),
  sql('time delay', /\bwaitfor\s+delay\s+'/i),
  sql('procedure', /\bxp_cmdshell\b/i),
  sql('schema probe', /\binformation_schema\s*\.\s*(?:tables|columns|schemata)\b/i),
  sql('file access', /\binto\s+(?:out|dump)file\s+'|\bload_file\s*\(/i),
]

// Patterns that execute script in a page that renders the value as HTML.
const XSS_EXECUTABLE: readonly Signature[] = [
  xss('script tag', /<\s*(?:\/\s*)?script\b/i),
  // An on*= attribute inside a tag. `<` must start a tag name, and the attribute must be reached
  // without leaving the tag, so "a<b" or "one = two" in prose do not count.
  xss('event handler', /<[a-z][^<>]{0,500}?[\s/"']on[a-z]{3,30}\s*=/i),
  // javascript: as a URL: as an attribute value or in url(...), or glued to what follows (a
  // whole-value URL such as ?next=javascript:alert(1)). "JavaScript: the good parts" is prose.
  xss('javascript url', /[=(]\s*(?:["'\x60]\s*)?(?:javascript|vbscript)\s*:|\b(?:javascript|vbscript):(?=\S)/i),
  xss('data url', /\bdata:\s*text\/html\b/i),
]

// Elements that embed or redirect rather than execute in place.
const XSS_EMBEDDING: readonly Signature[] = [
  xss('embedding tag', /<\s*(?:iframe|frame|frameset|object|embed|applet)\b/i),
  xss('meta refresh', /<\s*meta\b[^<>]{0,200}http-equiv/i),
]

const TRAVERSAL_SIGNATURES: readonly Signature[] = [
  // ../ or ..\ as a path segment: after start, a separator, "=", a quote or space. "Hmm.../" is
  // excluded because a dot precedes the pair.
  traversal('dot-dot segment', /(?:^|[/\\=\s'"])\.\.[/\\]/),
  // Encoded forms, in the raw text (the decoded variants are caught by the rule above).
  traversal('encoded dot-dot', /\.\.%(?:2f|5c)|%2e%2e|%252e|%c0%ae|%c1%9c/i),
  traversal(
    'system file',
    /\/etc\/(?:passwd|shadow|group|hosts)\b|\/proc\/self\/|\bc:\\windows\\|\bboot\.ini\b|\bwin\.ini\b/i,
  ),
]

// eslint-disable-next-line no-control-regex -- a raw NUL is the very signature
const NULL_BYTE: Signature = traversal('null byte', /%00|\u0000/)

// Scanners looking for software this site does not run. Matched on the path only.
const PROBE_SIGNATURES: readonly Signature[] = [
  probe('wordpress', /\/(?:wp-admin|wp-includes|wp-content)(?:\/|$)|\/wp-login\.php|\/xmlrpc\.php/i),
  probe('dotfile', /\/\.(?:env(?:\.[\w.-]*)?|git|svn|hg|aws|ssh|htaccess|htpasswd|ds_store|npmrc|docker)(?:\/|$)/i),
  probe('admin tool', /\/(?:phpmyadmin|pma|myadmin|adminer(?:\.php)?|cgi-bin|server-status|vendor\/phpunit)(?:\/|$)/i),
  probe('foreign script', /\.(?:php\d?|aspx?|jsp|cgi)$/i),
]

const PATH_SIGNATURES = [
  ...PROBE_SIGNATURES,
  ...TRAVERSAL_SIGNATURES,
  NULL_BYTE,
  ...SQL_SIGNATURES,
  ...XSS_EXECUTABLE,
  ...XSS_EMBEDDING,
]
const QUERY_SIGNATURES = [...TRAVERSAL_SIGNATURES, NULL_BYTE, ...SQL_SIGNATURES, ...XSS_EXECUTABLE, ...XSS_EMBEDDING]
const TEXT_SIGNATURES = [...TRAVERSAL_SIGNATURES, ...SQL_SIGNATURES, ...XSS_EXECUTABLE, ...XSS_EMBEDDING]
const RICH_TEXT_SIGNATURES = [...SQL_SIGNATURES, ...XSS_EXECUTABLE]

/**
 * Rich text: blog posts. Their `content` is written by the signed-in administrator and routinely
 * quotes markup and paths ("add a <script> tag", "cd ../photos"), so it gets its own rule:
 * - Markdown code (fenced blocks and inline spans) is removed before screening: a Markdown
 *   renderer always escapes code, so nothing in it can run.
 * - The rest is screened for SQL injection and for markup that executes script (script tags,
 *   event handlers, javascript: URLs); embeds such as a video <iframe> are ordinary post content.
 * - It is not screened for path traversal: the text is never used as a file path.
 * HTML <pre>/<code> is NOT treated as safe: in HTML a <script> inside <pre> still runs.
 * In a Lexical JSON document (Payload's rich text), code nodes are skipped likewise.
 */
const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(['content'])

const MARKDOWN_FENCE = /(^|\n)[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(?:\n[ \t]*\2[^\n]*|$)/g
const MARKDOWN_INLINE_CODE = /(`+)[^`]*?\1/g

function stripMarkdownCode(text: string): string {
  return text.replace(MARKDOWN_FENCE, '$1').replace(MARKDOWN_INLINE_CODE, '')
}

const LIMITS = {
  /** Deeper JSON is not descended into; Lexical documents with nested lists stay well within. */
  depth: 32,
  /** Objects, arrays and strings visited in one body. */
  nodes: 5_000,
  /** Characters of one string that are screened. */
  stringChars: 64 * 1024,
  /** Characters screened in one body in total. */
  totalChars: 512 * 1024,
  /** Hits reported for one request: enough to classify it, bounded for the security log. */
  hits: 20,
  detailChars: 120,
}

const utf8 = new TextDecoder('utf-8', { fatal: false })

/**
 * decodeURIComponent that never throws: "100% sure" keeps its percent sign, and malformed UTF-8
 * becomes U+FFFD. The fallback decodes each run of %XX at once rather than catching an exception
 * per escape, which a body full of "%da" would otherwise turn into thousands of throws.
 */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
      utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))),
    )
  }
}

/**
 * The value as sent and URL-decoded once and twice (double encoding, %252e, is a classic evasion).
 * Further rounds are not worth the time: nothing decodes a value three times before using it.
 */
function variants(value: string, plusIsSpace = false): string[] {
  const raw = plusIsSpace ? value.replace(/\+/g, ' ') : value
  if (!raw.includes('%')) return [raw]
  const once = safeDecode(raw)
  const twice = once.includes('%') ? safeDecode(once) : once
  return [...new Set([raw, once, twice])]
}

function cleanDetail(text: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return flat.length > LIMITS.detailChars ? `${flat.slice(0, LIMITS.detailChars - 1)}…` : flat
}

class Collector {
  readonly hits: ThreatHit[] = []
  private readonly seen = new Set<string>()

  get full(): boolean {
    return this.hits.length >= LIMITS.hits
  }

  screen(location: string, texts: readonly string[], signatures: readonly Signature[]): void {
    for (const signature of signatures) {
      if (this.full) return
      for (const text of texts) {
        const match = signature.pattern.exec(text)
        if (!match) continue
        const key = `${signature.reason}\u0000${location}\u0000${signature.name}`
        if (!this.seen.has(key)) {
          this.seen.add(key)
          this.hits.push({
            reason: signature.reason,
            detail: cleanDetail(`${location}: ${match[0]}`),
          })
        }
        break
      }
    }
  }
}

function screenQuery(query: string, out: Collector): void {
  const text = query.startsWith('?') ? query.slice(1) : query
  if (text === '') return
  // Each parameter separately, so that patterns anchored at the end of a value ("admin'--") see
  // the end of that value and not the next parameter.
  for (const pair of text.split('&').slice(0, 200)) {
    if (out.full) return
    const eq = pair.indexOf('=')
    const name = eq === -1 ? pair : pair.slice(0, eq)
    const value = eq === -1 ? '' : pair.slice(eq + 1)
    const location = `query.${cleanDetail(safeDecode(name.replace(/\+/g, ' '))).slice(0, 40)}`
    out.screen(location, variants(name, true), QUERY_SIGNATURES)
    if (value !== '') out.screen(location, variants(value, true), QUERY_SIGNATURES)
  }
}

interface WalkState {
  nodes: number
  chars: number
}

function screenBody(body: unknown, out: Collector): void {
  const state: WalkState = { nodes: 0, chars: 0 }
  walk(body, 'body', 0, false, state, out)
}

function walk(value: unknown, location: string, depth: number, rich: boolean, state: WalkState, out: Collector): void {
  if (out.full || depth > LIMITS.depth || state.nodes >= LIMITS.nodes || state.chars >= LIMITS.totalChars) return
  state.nodes += 1

  if (typeof value === 'string') {
    const budget = Math.min(LIMITS.stringChars, LIMITS.totalChars - state.chars)
    const text = value.length > budget ? value.slice(0, budget) : value
    state.chars += text.length
    if (rich) out.screen(location, [stripMarkdownCode(text)], RICH_TEXT_SIGNATURES)
    else out.screen(location, variants(text), TEXT_SIGNATURES)
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${location}[${index}]`, depth + 1, rich, state, out))
    return
  }
  if (value !== null && typeof value === 'object') {
    // A Lexical code block renders its text escaped, like a Markdown code block.
    if (rich && (value as { type?: unknown }).type === 'code') return
    for (const [key, child] of Object.entries(value)) {
      if (out.full) return
      // Keys are attacker-chosen too (some back ends build queries from them).
      if (!rich) out.screen(`${location} key`, [key], SQL_SIGNATURES)
      walk(child, `${location}.${key}`, depth + 1, rich || RICH_TEXT_FIELDS.has(key), state, out)
    }
  }
}

function screenPath(path: string, out: Collector): void {
  // Only the path: a caller passing a full URL with "?" gets its query screened by screenQuery.
  const pathOnly = path.split('?')[0] ?? path
  out.screen('path', variants(pathOnly), PATH_SIGNATURES)
}

/**
 * Screens one request. Returns one hit per signature and location (empty for a clean request).
 * `query` is the raw query string, with or without "?"; `body` the parsed JSON body.
 */
export function detectThreats(input: ThreatInput): ThreatHit[] {
  const out = new Collector()
  screenPath(input.path, out)
  const query = input.query ?? (input.path.includes('?') ? input.path.slice(input.path.indexOf('?') + 1) : '')
  screenQuery(query, out)
  if (input.body !== undefined && input.body !== null) screenBody(input.body, out)
  return out.hits
}

/** The reasons of a set of hits, once each, in the order found: what the security log counts. */
export function threatReasons(hits: readonly ThreatHit[]): ThreatReason[] {
  return [...new Set(hits.map((hit) => hit.reason))]
}
