/**
 * Reliance: `handleEndpoints` from 'payload', the function Payload's Next route
 * (@payloadcms/next/dist/routes/rest/index.js, behind src/app/(payload)/api/[...slug]/route.ts)
 * calls with a web Request to answer every /api call. Exported by the package but not documented,
 * and its options (`config`, `request`, optional `path`) are Payload's internal contract with its
 * own route.
 *
 * Why: the visitors' submissions go from src/server/serve.ts straight to it, without Next's router
 * and web-stream conversions (src/lib/http/direct-api.ts; measured by bench/api.ts: a POST through
 * Next ran at ≈ 620 req/s). The integration tests call it the same way, without a server.
 *
 * Checked on: payload 3.90.1, @payloadcms/next 3.90.1.
 * Guard: tests/unit/platform/payload-handle-endpoints.test.ts (exported, and still what Payload's
 * own route calls, with the same options); every tests/int/*-api test goes through it.
 */
export { handleEndpoints } from 'payload'
