import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardPayloadRoute } from '@/lib/http/payload-routes'

// A body limit in front of Payload (src/lib/http/payload-routes.ts); the cost limit is a validation
// rule in payload.config.ts.
export const POST = guardPayloadRoute(GRAPHQL_POST(config), config)
export const OPTIONS = REST_OPTIONS(config)
