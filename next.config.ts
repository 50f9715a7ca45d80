import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/lib/security/headers'

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
    return [{ source: '/:path*', headers: securityHeaders({ dev: process.env.NODE_ENV !== 'production' }) }]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
