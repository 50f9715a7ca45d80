import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { assetSecurityHeaders, securityHeaders } from './src/lib/security/headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests and parallel builds use their own output directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The build checks the application's types only; `npm run typecheck` checks tests and scripts too.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
  },
  async headers() {
    const dev = process.env.NODE_ENV !== 'production'
    return [
      { source: '/:path((?!_next/static/).*)', headers: securityHeaders({ dev }) },
      { source: '/_next/static/:path*', headers: assetSecurityHeaders({ dev }) },
    ]
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload adds `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` to every
 * path, for the CMS's light/dark theme. On the public site Critical-CH makes Chrome retry the first
 * navigation of every new visitor, and the Vary splits shared caches by colour scheme; so the rule
 * is kept, but for /cms only.
 */
const payloadHeaders = withCms.headers
export default {
  ...withCms,
  async headers() {
    const rules = (await payloadHeaders?.()) ?? []
    return rules.map((rule) =>
      rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch') ? { ...rule, source: '/cms/:path*' } : rule,
    )
  },
} satisfies NextConfig
