/* Payload's REST API and the studio's root endpoints (endpoints/) under /api. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { refuseMalformedUrls } from '@/lib/cms/api-routes'

// A URL Payload cannot decode is the caller's mistake (400), not a 500.
export const GET = refuseMalformedUrls(REST_GET(config))
export const POST = refuseMalformedUrls(REST_POST(config))
export const DELETE = refuseMalformedUrls(REST_DELETE(config))
export const PATCH = refuseMalformedUrls(REST_PATCH(config))
export const PUT = refuseMalformedUrls(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
