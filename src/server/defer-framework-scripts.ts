/**
 * Next.js puts every framework chunk in <head> as `<script async>`. They download during the HTML
 * parse and, as soon as they arrive, run on the main thread (React, the router, hydration), often
 * before the browser has painted anything: on a mid-range phone the server-rendered hero waits
 * behind ~150 ms of script. Every public page is complete HTML from Next's cache, so nothing needs
 * that JavaScript to be seen. This moves the chunks to a loader at the end of <body> that adds them
 * after the first frame: the content paints first, then the page hydrates (one frame later than
 * before). Measured with bench/lighthouse.ts: the simulated LCP of /contact went from 2.3–4.4 s to
 * 1.6 s, as the scripts no longer count as blocking that paint.
 *
 * Only `<script src="/_next/static/…" async>` in <head> moves: Next's inline RSC payload scripts
 * (data only), the noModule polyfill and everything in <body> stay where they are. Order does not
 * matter: the chunks were async (run in arrival order) before too.
 */
import { NEXT_HEAD_SCRIPT } from '@/platform/next-head-scripts'

/** How Next writes a framework chunk in <head> (src/platform/next-head-scripts.ts). */
const HEAD_SCRIPT = NEXT_HEAD_SCRIPT

// rAF runs just before the next frame paints, so a timeout set there runs after it. A page whose
// largest paint is its hero image (next/image `priority`: fetchpriority="high") waits for that
// image too: on a phone's connection ~120 KB of chunks fetched beside it held the hero back
// (Lighthouse's simulated LCP of /classes varied from 1.1 to 2.1 s with the order of the two).
// The timeout bounds the wait on a slow network, and loads the chunks in a hidden tab (no frames).
/** How the loader's code starts: what the bench and the e2e harness recognise it by. */
export const LOADER_CODE_START = '(function(s){var d=0;'
const LOADER_START = `<script>${LOADER_CODE_START}`
const loader = (sources: string[]) =>
  `${LOADER_START}function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
  `function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
  `var h=document.querySelector('img[fetchpriority="high"]');` +
  `function shown(){h.decode?h.decode().then(painted,go):painted()}` +
  `if(!h)painted();else if(h.complete)shown();else{h.addEventListener("load",shown);h.addEventListener("error",go)}` +
  `setTimeout(go,1000)})(${JSON.stringify(sources)})</script>`

export function deferFrameworkScripts(html: string): string {
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd < 0 || bodyEnd < headEnd) return html
  const sources: string[] = []
  const head = html.slice(0, headEnd).replace(HEAD_SCRIPT, (_tag, src: string) => {
    sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  return `${head}${html.slice(headEnd, bodyEnd)}${loader(sources)}${html.slice(bodyEnd)}`
}

/** The chunks a rewritten page loads after its first paint (for measuring its JavaScript). */
export function deferredScriptSources(html: string): string[] {
  const start = html.indexOf(LOADER_START)
  if (start < 0) return []
  const list = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(html.slice(start))
  return list ? (JSON.parse(list[1]!) as string[]) : []
}
