import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withoutSuggestions } from '@/lib/cms/api-routes'
import { guardPayloadRoute } from '@/lib/define-endpoint/payload-routes'

// A body limit and a cost bound in front of Payload (src/lib/define-endpoint/payload-routes.ts). Introspection
// is off in production, so the schema's names must not leak through suggestions either.
const guarded = guardPayloadRoute(GRAPHQL_POST(config), config)
export const POST = process.env.NODE_ENV === 'production' ? withoutSuggestions(guarded) : guarded
export const OPTIONS = REST_OPTIONS(config)
