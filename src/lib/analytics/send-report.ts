/**
 * POSTs a small JSON report the page makes about itself (a web vital, a blog post view) with
 * fetch `keepalive`, so it still reaches the server when the visitor closes the page.
 *
 * The answer is read even though nobody needs it: Chromium reports a fetch as finished to DevTools
 * only once its body has been read. Left unread, these reports looked forever in flight, so
 * Lighthouse and PageSpeed Insights waited their full 45 s on every page and flagged it "loaded too
 * slowly to finish". Reporting never throws into the page.
 */
export function sendReport(path: string, payload: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      body: JSON.stringify(payload),
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    })
      .then((response) => response.text())
      .catch(() => {})
  } catch {
    // A browser without keepalive or fetch: the report is not worth an error.
  }
}
