import enMessages from '@/i18n/messages/en/offline.json'
import frMessages from '@/i18n/messages/fr/offline.json'
import type { Locale } from '@/i18n/routing'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page the service worker shows for a page it has not kept, when the network is gone. One
 * self-contained document (no stylesheet, script or font to fetch) in both languages, since it is
 * cached once for the whole site. It lists the pages that do open offline, read from the cache.
 */
export function offlinePage(): string {
  const en = enMessages.offline
  const fr = frMessages.offline
  const section = (lang: Locale, t: typeof en) => `
  <section lang="${lang}">
    <h1>${escape(t.title)}</h1>
    <p>${escape(t.body)}</p>
    <p><button type="button" data-retry>${escape(t.retry)}</button> <a href="${lang === 'fr' ? '/fr' : '/'}">${escape(t.home)}</a></p>
    <h2>${escape(t.visited)}</h2>
    <ul data-visited data-lang="${lang}"></ul>
  </section>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(en.title)} · ${escape(fr.title)}</title>
<style>
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #faf7f2; color: #1a1714; line-height: 1.55; }
  main { max-width: 40rem; margin: 0 auto; padding: 3rem 1.25rem; display: grid; gap: 2.5rem; }
  section + section { border-top: 1px solid #ddd3c3; padding-top: 2.5rem; }
  h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 2rem; margin: 0 0 .75rem; }
  h2 { font-size: .8rem; letter-spacing: .15em; text-transform: uppercase; color: #4a433b; margin: 1.5rem 0 .5rem; }
  p { margin: 0 0 1rem; color: #4a433b; }
  button { font: inherit; font-weight: 600; min-height: 2.75rem; padding: 0 1.5rem; border-radius: 999px; border: 0; background: #1a1714; color: #faf7f2; cursor: pointer; }
  a { color: #7a5626; font-weight: 600; margin-left: 1rem; }
  ul { padding-left: 1.2rem; margin: 0; } li a { margin: 0; font-weight: 400; }
  ul:empty + * , ul:empty { display: none; }
</style>
</head>
<body>
<main>${section('en', en)}${section('fr', fr)}
</main>
<script>
  document.querySelectorAll('[data-retry]').forEach(function (b) { b.addEventListener('click', function () { location.reload() }) })
  if (window.caches) caches.open('pages-v1').then(function (cache) { return cache.keys() }).then(function (keys) {
    var paths = keys.map(function (r) { return new URL(r.url).pathname }).filter(function (p) { return p !== '/offline.html' })
    document.querySelectorAll('[data-visited]').forEach(function (list) {
      var fr = list.getAttribute('data-lang') === 'fr'
      paths.filter(function (p) { return fr === (p === '/fr' || p.indexOf('/fr/') === 0) }).sort().forEach(function (p) {
        var li = document.createElement('li'); var a = document.createElement('a'); a.href = p; a.textContent = p; li.appendChild(a); list.appendChild(li)
      })
      if (!list.children.length) list.previousElementSibling.hidden = true
    })
  }).catch(function () {})
</script>
</body>
</html>`
}
