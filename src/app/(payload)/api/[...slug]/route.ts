/* Payload's REST API and the studio's root endpoints (endpoints/) under /api. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { refuseMalformedUrls } from '@/lib/cms/api-routes'
import { guardPayloadRoute } from '@/lib/define-endpoint/payload-routes'

// A URL Payload cannot decode is the caller's mistake (400), not a 500; body limits and the CMS
// sign-in limit stand in front of Payload (src/lib/define-endpoint/payload-routes.ts).
export const GET = refuseMalformedUrls(REST_GET(config))
export const POST = refuseMalformedUrls(guardPayloadRoute(REST_POST(config), config))
export const DELETE = refuseMalformedUrls(guardPayloadRoute(REST_DELETE(config), config))
export const PATCH = refuseMalformedUrls(guardPayloadRoute(REST_PATCH(config), config))
export const PUT = refuseMalformedUrls(guardPayloadRoute(REST_PUT(config), config))
export const OPTIONS = REST_OPTIONS(config)
