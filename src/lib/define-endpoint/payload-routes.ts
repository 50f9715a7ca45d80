import { getPayload, type SanitizedConfig } from 'payload'

import { CMS_LOGIN_LIMIT, countLoginAttempt, forgiveAttempt } from '@/lib/auth/throttle'
import { GateFull, signInBusy, signInGate } from '@/lib/auth/hash-gate'
import { mediaType, readBodyBytes } from '@/lib/http/body'
import { clientIp } from '@/lib/http/client-ip'
import { HttpError, isHttpError } from '@/lib/http/errors'
import { graphqlTooCostly } from '@/lib/http/graphql-cost'
import { httpMessage, requestLocale } from '@/lib/http/messages'
import { uploadMaxBytes } from '@/lib/http/body'

/**
 * What Payload's own routes (REST under /api, /api/graphql) get in front of them (an outside tester
 * slowed the site through them); the studio's endpoints already read their bodies through
 * readJsonBody with their own caps.
 *
 *  - A body limit: Payload read any body whole (a 50 MB JSON login was parsed). Form uploads (media,
 *    and the CMS's document saves, which it sends as multipart with a `_payload` field) may be as
 *    large as UPLOAD_MAX_MB; anything else, JSON, a method-override query, GraphQL, 128 KB.
 *  - GraphQL: a cost bound that counts aliases and fragments (src/lib/http/graphql-cost.ts), checked
 *    on the query's text before Payload parses or runs it.
 *  - CMS sign-ins: the per-address limit of the dashboard's (5 failures per 15 minutes, a success
 *    gives its point back), then the password hash through signInGate, so that sign-ins cannot take
 *    the thread pool that serves files.
 *
 * Refusals carry the studio's `{ error, message }` and Payload's `errors: [{ message }]`, which its
 * admin interface shows.
 */
export const PAYLOAD_BODY_MAX_BYTES = 128 * 1024

const LOGIN_PATH = /^\/api\/users\/login\/?$/
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

type Config = Promise<SanitizedConfig> | SanitizedConfig

/** The request with its body read within the limit (a new Request over the same bytes). */
async function boundedBody(request: Request): Promise<Request> {
  if (BODYLESS.has(request.method) || !request.body) return request
  const maxBytes = mediaType(request) === 'multipart/form-data' ? uploadMaxBytes() : PAYLOAD_BODY_MAX_BYTES
  const body = await readBodyBytes(request, { maxBytes })
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body as Uint8Array<ArrayBuffer>,
    signal: request.signal,
  })
}

function refusal(error: HttpError): Response {
  const response = error.toResponse()
  const headers = new Headers(response.headers)
  return Response.json(
    { ...error.extra, error: error.code, message: error.message, errors: [{ message: error.message }] },
    { status: error.status, headers },
  )
}

/** 400 QUERY_TOO_COMPLEX for a GraphQL query over the bounds of src/lib/http/graphql-cost.ts. */
async function checkGraphqlCost(request: Request): Promise<void> {
  const type = mediaType(request)
  let query: unknown
  if (type === 'application/graphql') query = await request.clone().text()
  else if (type === 'application/json')
    query = (
      (await request
        .clone()
        .json()
        .catch(() => undefined)) as { query?: unknown } | undefined
    )?.query
  if (typeof query === 'string' && graphqlTooCostly(query))
    throw new HttpError(400, 'QUERY_TOO_COMPLEX', httpMessage('queryTooComplex', requestLocale(request)))
}

async function signIn(request: Request, config: Config, handle: () => Promise<Response>): Promise<Response> {
  const payload = await getPayload({ config })
  const locale = requestLocale(request)
  const req = { headers: request.headers, url: request.url, method: request.method, payload }
  await countLoginAttempt(req, locale, CMS_LOGIN_LIMIT)
  let response: Response
  try {
    response = await signInGate.run(handle)
  } catch (error) {
    if (!(error instanceof GateFull)) throw error
    // Nothing was checked: the attempt is not held against the address.
    await forgiveAttempt(payload, clientIp(req), CMS_LOGIN_LIMIT)
    throw signInBusy(locale)
  }
  if (response.ok) await forgiveAttempt(payload, clientIp(req), CMS_LOGIN_LIMIT)
  return response
}

/**
 * Whether Payload itself answers this path (a collection, a global, GraphQL) rather than one of the
 * studio's endpoints, which share the REST route but read their bodies with their own caps (the
 * dashboard's blog editor takes 512 KB).
 */
async function payloadOwnsPath(pathname: string, config: Config): Promise<boolean> {
  const first = pathname.split('/')[2] ?? ''
  if (first === 'globals' || first === 'graphql') return true
  return (await config).collections.some((collection) => collection.slug === first)
}

/** Wraps one of Payload's route handlers (REST_POST, GRAPHQL_POST…) with the guards above. */
export function guardPayloadRoute<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
  config: Config,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      if (!(await payloadOwnsPath(new URL(request.url).pathname, config))) return await handler(request, ...rest)
      const bounded = await boundedBody(request)
      const { pathname } = new URL(request.url)
      if (request.method === 'POST' && pathname === '/api/graphql') await checkGraphqlCost(bounded)
      if (request.method === 'POST' && LOGIN_PATH.test(pathname))
        return await signIn(bounded, config, () => handler(bounded, ...rest))
      return await handler(bounded, ...rest)
    } catch (error) {
      if (isHttpError(error)) return refusal(error)
      throw error
    }
  }
}
