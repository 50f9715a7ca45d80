import fs from 'node:fs'
import path from 'node:path'

import type { Locale } from './routing'

type Messages = Record<string, unknown>
const cache = new Map<Locale, Messages>()

function merge(target: Messages, source: Messages) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (existing && typeof existing === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      merge(existing as Messages, value as Messages)
    } else target[key] = value
  }
  return target
}

/**
 * UI strings live in one JSON file per area (src/i18n/messages/<locale>/<area>.json) so that areas
 * can be edited independently; they are merged once per process.
 */
export function loadMessages(locale: Locale): Messages {
  const cached = cache.get(locale)
  if (cached) return cached
  const dir = path.join(process.cwd(), 'src/i18n/messages', locale)
  const messages: Messages = {}
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    merge(messages, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
  }
  cache.set(locale, messages)
  return messages
}
