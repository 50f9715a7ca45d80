import type { MetadataRoute } from 'next'

import { webManifest } from '@/lib/site/manifest'

/**
 * /manifest.webmanifest, the English manifest (start_url /). French pages link their own,
 * /fr/manifest.webmanifest (src/app/fr), through the [locale] layout's metadata.
 */
export default function manifest(): MetadataRoute.Manifest {
  return webManifest('en')
}
