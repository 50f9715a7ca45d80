/**
 * Response headers for every page and call. Public pages are served from the static cache, so the
 * CSP cannot carry a per-request nonce. The script 'unsafe-inline' below is what `next start` or
 * `next dev` alone would send; in production src/server/serve.ts replaces it, on every HTML answer,
 * with the hashes of that page's own inline scripts (src/server/script-hashes.ts).
 */
export function contentSecurityPolicy({ dev }: { dev: boolean }) {
  return [
    "default-src 'self'",
    // Google Analytics 4 (loaded only after consent): the hosts of Google's own CSP guidance.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} https://*.googletagmanager.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws:' : ''} https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com`,
    // 'self': the CMS live preview frames the site's own pages (same origin); other sites may not.
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ')
}

export function securityHeaders({ dev }: { dev: boolean }) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // HSTS only in production: on http://localhost it would pin the browser to https.
  if (!dev && process.env.DISABLE_HSTS !== '1') {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/**
 * The build's hashed scripts and styles: only what acts on a script or stylesheet response. The
 * page policies (CSP, frame, referrer, permissions, opener) govern documents, and the page that
 * loads these files already carries them; repeating ~1 KB of them on each of a page's dozen
 * chunks only made every first visit slower.
 */
export function assetSecurityHeaders({ dev }: { dev: boolean }) {
  return securityHeaders({ dev }).filter(({ key }) =>
    ['X-Content-Type-Options', 'Strict-Transport-Security'].includes(key),
  )
}

/**
 * Uploaded files (`/api/media/file/…`, on disk or from S3: both answered by Payload's route). A
 * file is never a page of the site: opened on its own, it is a document with an opaque origin
 * (`sandbox` without allow-scripts or allow-same-origin), no script, no fetch, no frame, so even a
 * file that a browser would render as markup cannot read the site's storage or act on its behalf.
 * `nosniff` keeps the browser to the declared type; images shown by the site's pages are not
 * governed by this policy (the page's own applies).
 */
export const MEDIA_CONTENT_SECURITY_POLICY = [
  'sandbox',
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

export function mediaSecurityHeaders({ dev }: { dev: boolean }) {
  return [
    { key: 'Content-Security-Policy', value: MEDIA_CONTENT_SECURITY_POLICY },
    ...securityHeaders({ dev }).filter(({ key }) => key !== 'Content-Security-Policy'),
  ]
}
