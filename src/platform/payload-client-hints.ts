/**
 * Reliance: the shape of the header rule `withPayload` (@payloadcms/next/withPayload) appends to
 * Next's `headers()`: one rule with `source: '/:path*'` carrying `Accept-CH`, `Vary` and
 * `Critical-CH: Sec-CH-Prefers-Color-Scheme`, for the CMS's light/dark theme. Not an option.
 *
 * Why: on the public site Critical-CH makes Chrome retry the first navigation of every new visitor,
 * and the Vary splits shared caches by colour scheme; next.config.ts keeps the rule for /cms only.
 * Should Payload spell the rule differently, it would again apply to every page: the guard fails.
 * Upstream: payloadcms/payload#17906 (open: scope the client-hint headers to the admin route).
 *
 * Checked on: @payloadcms/next 3.90.1, next 16.4.5 and 16.4.6.
 * Guard: tests/unit/platform/payload-client-hints.test.ts (withPayload still adds that rule, and
 * after this rewrite no rule with a client hint applies outside /cms);
 * tests/reliability/headers.ts (Accept-CH / Critical-CH absent from public pages).
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/** The rules, with the one carrying `Critical-CH` narrowed to `source` (the CMS). */
export function clientHintsOnlyOn<R extends HeaderRule>(rules: R[], source: string): R[] {
  return rules.map((rule) =>
    rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch') ? { ...rule, source } : rule,
  )
}
