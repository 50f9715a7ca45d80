/**
 * Reliance: Next writes its own inline scripts (the RSC payload `self.__next_f.push(…)`, Suspense's
 * `$RC(…)`, the bootstrap) as plain `<script>…</script>` elements whose text is exactly what the
 * browser hashes for CSP, with no `src` and no nonce; it does not promise this.
 *
 * Why: public pages are rendered once and served from Next's cache, so their CSP cannot carry a
 * per-request nonce: src/server/serve.ts hashes each page's inline scripts and puts exactly those
 * hashes in script-src (src/lib/security/csp-hashes.ts). A script the pattern missed would be
 * refused by the browser (a broken page, seen in the console), one it over-matched would be allowed.
 *
 * Checked on: next 16.4.5 and 16.4.6, react-dom 19.3.1.
 * Guard: tests/e2e/platform-html.spec.ts (every `<script` of the build's prerendered pages is found
 * by the pattern, inline ones with their full text); tests/e2e/site-console.spec.ts (no CSP
 * violation on real pages); tests/unit/script-hashes.test.ts.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

export interface ScriptElement {
  /** The attributes as written in the opening tag. */
  attributes: string
  /** The text between the tags: what a CSP hash is computed over. */
  text: string
  inline: boolean
}

/** Every script element of an HTML page, in order. */
export function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(SCRIPT)].map((match) => ({
    attributes: match[1]!,
    text: match[2]!,
    inline: !/\ssrc\s*=/i.test(` ${match[1]}`),
  }))
}
