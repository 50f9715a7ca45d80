import crypto from 'node:crypto'

import { scriptElements } from '@/platform/next-inline-scripts'

/**
 * Public pages are rendered once and served from Next's cache, so their CSP cannot carry a
 * per-request nonce, and Next's own inline scripts (the RSC payload, `self.__next_f.push(…)`, and
 * Suspense's `$RC(…)`) differ from page to page. src/server/serve.ts therefore hashes the inline
 * scripts of each HTML answer and replaces the config's script `'unsafe-inline'` with exactly those
 * hashes: only the scripts the server itself wrote can run, and injected markup cannot. How Next
 * writes its scripts is relied on in src/platform/next-inline-scripts.ts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const script of scriptElements(html)) {
    if (!script.inline) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(script.text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with script-src's 'unsafe-inline' replaced by the hashes (other directives untouched). */
export function policyWithHashes(csp: string, hashes: string[]): string {
  return csp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      if (!/^script-src(\s|$)/i.test(trimmed)) return directive
      const values = trimmed.split(/\s+/).filter((v) => v !== "'unsafe-inline'")
      return `${directive.startsWith(' ') ? ' ' : ''}${[...values, ...hashes].join(' ')}`
    })
    .join(';')
}
