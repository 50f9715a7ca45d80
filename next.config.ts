import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { assetSecurityHeaders, mediaSecurityHeaders, securityHeaders } from './src/lib/security/headers'
import { clientHintsOnlyOn } from './src/platform/payload-client-hints'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests and parallel builds use their own output directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run build` checks the application's types (tsconfig.build.json; `npm run typecheck` checks
  // tests and scripts too). BUILD_TYPECHECK=0 skips it: `npm start` and the test runner set it, whose
  // sources the unit layer has checked (scripts/lib/build-site.ts says who sets what).
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.BUILD_TYPECHECK === '0' },
  reactStrictMode: true,
  // Turbopack keeps a cache for the next build (about 250 MB in <distDir>/cache). Only a later build
  // in the same directory reads it: a CI run or a first `npm start` builds once and never does, and
  // writing it cost 10 of a build's 83 CPU-seconds. BUILD_CACHE=1/0 keeps it or not (default: not
  // under CI).
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE ? process.env.BUILD_CACHE === '1' : !process.env.CI,
  },
  // Read files beside their own code at run time: loaded from node_modules, never bundled (a bundled
  // copy looks for them under the chunk's placeholder folder). See docs/server-bundle.md.
  serverExternalPackages: ['@touch4it/ical-timezones', 'pdfkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
  },
  async headers() {
    const dev = process.env.NODE_ENV !== 'production'
    return [
      { source: '/:path((?!_next/static/|api/media/file/).*)', headers: securityHeaders({ dev }) },
      // Uploaded files get a sandboxed policy of their own, never the pages' (which allows scripts).
      { source: '/api/media/file/:path*', headers: mediaSecurityHeaders({ dev }) },
      { source: '/_next/static/:path*', headers: assetSecurityHeaders({ dev }) },
    ]
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload adds `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` to every
 * path, for the CMS's light/dark theme. On the public site Critical-CH makes Chrome retry the first
 * navigation of every new visitor, and the Vary splits shared caches by colour scheme; so the rule
 * is kept, but for /cms only (how Payload writes the rule: src/platform/payload-client-hints.ts).
 */
const payloadHeaders = withCms.headers
export const siteConfig = {
  ...withCms,
  async headers() {
    return clientHintsOnlyOn((await payloadHeaders?.()) ?? [], '/cms/:path*')
  },
} satisfies NextConfig

/**
 * With REDIS_URL, the running server keeps Next's caches (data cache and prerendered pages) in
 * Redis/Valkey, shared by every instance (src/lib/cache/next-cache-handler.ts). The handler is
 * TypeScript loaded at run time by scripts/serve.ts's loader, so it is named for the server only,
 * not for `next build` (a build's pages are rendered again on their first visit, from the data of
 * the database the site runs on). With a handler of its own Next keeps no copy in memory
 * (`cacheMaxMemorySize` sizes the default file-system cache's); 0 says so for readers too.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return siteConfig
  return {
    ...siteConfig,
    cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/next-cache-handler.ts'),
    cacheMaxMemorySize: 0,
  }
}
