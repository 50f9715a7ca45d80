/**
 * Writes tests/fixtures/emails: what a client reads in every sample message
 * (tests/helpers/email-samples.ts), in both languages, from the MIME nodemailer makes of it. The
 * fixtures are the reference tests/int/email-content.test.ts holds the site's messages to: run
 * this only when a message's wording is meant to change, and read the difference before
 * committing it.
 *
 *   npx tsx tests/helpers/capture-email-fixtures.ts            the fixtures
 *   npx tsx tests/helpers/capture-email-fixtures.ts NAME…      only these samples' (a new message's)
 *   npx tsx tests/helpers/capture-email-fixtures.ts --html DIR  also each message's HTML, to look at
 */
import fs from 'node:fs'
import path from 'node:path'

import { contentOfMime, mimeOf } from './email-content'
import { EMAIL_SAMPLE_ENV } from './email-samples'

Object.assign(process.env, EMAIL_SAMPLE_ENV)
const { emailSamples } = await import('./email-samples')

const root = path.resolve(import.meta.dirname, '../fixtures/emails')
const htmlAt = process.argv.indexOf('--html')
const htmlDir = htmlAt > 0 ? process.argv[htmlAt + 1] : undefined
fs.mkdirSync(root, { recursive: true })
if (htmlDir) fs.mkdirSync(htmlDir, { recursive: true })
// Named samples only: a new message's fixture is written without rewriting the others'.
const named = process.argv.slice(2).filter((arg, i, all) => arg !== '--html' && all[i - 1] !== '--html')
const unknown = named.filter((name) => !(name in emailSamples))
if (unknown.length) throw new Error(`No such sample: ${unknown.join(', ')}`)
const chosen = Object.entries(emailSamples).filter(([name]) => !named.length || named.includes(name))

for (const [name, build] of chosen) {
  const fixture: Record<string, unknown[]> = {}
  for (const locale of ['en', 'fr'] as const) {
    const emails = await Promise.all(await build(locale))
    fixture[locale] = []
    for (const [i, email] of emails.entries()) {
      const { content, html } = await contentOfMime(await mimeOf(email), email)
      fixture[locale].push(content)
      if (htmlDir && html) fs.writeFileSync(path.join(htmlDir, `${name}.${locale}.${i}.html`), html)
    }
  }
  fs.writeFileSync(path.join(root, `${name}.json`), `${JSON.stringify(fixture, null, 2)}\n`)
}
console.log(`${chosen.length} samples written to ${path.relative(process.cwd(), root)}`)
