import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withoutSuggestions } from '@/lib/cms/api-routes'

// Introspection is off in production, so the schema's names must not leak through suggestions.
export const POST =
  process.env.NODE_ENV === 'production' ? withoutSuggestions(GRAPHQL_POST(config)) : GRAPHQL_POST(config)
export const OPTIONS = REST_OPTIONS(config)
