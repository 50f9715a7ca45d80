/* Payload's REST API and the studio's root endpoints (endpoints/) under /api. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardPayloadRoute } from '@/lib/http/payload-routes'

// Body limits and the CMS sign-in limit in front of Payload (src/lib/http/payload-routes.ts).
export const GET = REST_GET(config)
export const POST = guardPayloadRoute(REST_POST(config), config)
export const DELETE = guardPayloadRoute(REST_DELETE(config), config)
export const PATCH = guardPayloadRoute(REST_PATCH(config), config)
export const PUT = guardPayloadRoute(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
