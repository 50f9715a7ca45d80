import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/routing'
import { flattenZodError, validationTranslator } from '@/lib/schemas/errors'

import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from './body'
import { clientIp } from './client-ip'
import { DATABASE_RETRY_AFTER_S, databaseUnavailableError, isDatabaseUnavailable, withDatabaseGuard } from './database'
import { SlotTimeoutError, transactionSlots } from './db-slots'
import { DIRECT } from './direct-api'
import { HttpError, isHttpError, jsonError } from './errors'
import {
  findReplay,
  readIdempotencyKey,
  requestHash,
  responseInsert,
  storeResponse,
  type IdempotencyScope,
  type Statement,
} from './idempotency'
import { httpMessage, requestLocale } from './messages'
import { isUniqueViolation, payloadValidationError } from './payload-errors'
import { rateLimit, type RateLimitOptions } from './rate-limit'
import { requestUrl } from './request'

export interface EndpointContext {
  req: PayloadRequest
  payload: Payload
  /** The language of the calling page (`?locale=`, else Accept-Language, else English). */
  locale: Locale
  ip: string
  /** The parsed JSON body (unknown until a schema parses it); undefined for GET. */
  body: unknown
  /** Runs once the transaction has committed (never when it rolls back): e.g. wake the mailer. */
  afterCommit: (fn: () => void) => void
}

/**
 * What a handler that stores its record itself (`transaction: 'handler'`) is given: it writes the
 * record, its e-mails and `idempotency` together, in one statement or inside `transaction`.
 */
export interface StoringContext extends EndpointContext {
  /** The request's Idempotency-Key, to record with the answer, when it carries one. */
  idempotency?: IdempotentAnswer
  /** Runs `work` in one transaction of `req`: committed when it returns, rolled back when it throws. */
  transaction: <T>(work: () => Promise<T>) => Promise<T>
}

/**
 * What a handler that stores its record itself does with the request's Idempotency-Key: record
 * the answer with the record, or read the answer of the request with the same key that committed
 * first. The domain never names the key table (src/lib/http/idempotency.ts).
 */
export interface IdempotentAnswer {
  /** A step of the handler's own statement that stores the answer, `body` being SQL yielding jsonb. */
  insert: (status: number, body: Statement) => Statement
  /** Stores the answer inside the request's transaction. */
  store: (status: number, body: unknown) => Promise<void>
  /** The answer already stored for this key, if any (422 when the key came with another body). */
  replay: () => Promise<Response | undefined>
}

function idempotentAnswer(req: PayloadRequest, scope: IdempotencyScope, locale: Locale): IdempotentAnswer {
  return {
    insert: (status, body) => responseInsert(scope, status, body),
    store: (status, body) => storeResponse(req, scope, status, body),
    replay: () => findReplay(req.payload, scope, locale),
  }
}

export interface EndpointResult {
  status: number
  body: unknown
  headers?: Record<string, string>
  /**
   * Answer this, but store nothing: for a success that another request already stored (e.g. a
   * concurrent subscription of the same address), after which the transaction is unusable.
   */
  rollback?: boolean
}

type Method = Endpoint['method']
export type Handler<C> = (ctx: C) => Promise<EndpointResult | Response>

export interface CommonOptions {
  path: string
  method: Method
  /** Per-IP limit; omitted = none. */
  rateLimit?: Omit<RateLimitOptions, 'subject'>
  /** Parse a JSON body (415/413/400). Default: true for POST, PUT, PATCH. */
  json?: boolean
  maxBytes?: number
  /**
   * Run the handler in one database transaction (its Local API calls pass `ctx.req`), so the
   * record, its outbox messages and the idempotency record are stored together or not at all.
   * Default: same as `json`.
   *
   * `'handler'`: the handler stores all of that itself, in one statement when it can (a single
   * statement is its own transaction, and costs three round trips less than BEGIN … COMMIT), else
   * inside `ctx.transaction`. For the busiest write, the booking (measured by bench/api.ts).
   */
  transaction?: boolean | 'handler'
  /** Honour `Idempotency-Key` (replay the first answer). Default: true for POST. */
  idempotent?: boolean
}

export type PublicEndpointOptions = CommonOptions &
  (
    | { transaction?: boolean; handler: Handler<EndpointContext> }
    | { transaction: 'handler'; handler: Handler<StoringContext> }
  )

/**
 * What the factory runs before the body is read: the Response to answer instead (401, 503), or
 * what the handler's context gains (e.g. the session).
 */
export type Authorize<X> = (req: PayloadRequest) => Promise<Response | X>

export interface EndpointSpec<X> extends CommonOptions {
  handler: Handler<EndpointContext & X>
  authorize?: Authorize<X>
  /** Served straight from src/server/serve.ts, without Next's router (src/lib/http/direct-api.ts). */
  direct?: boolean
}

const isSuccess = (status: number) => status >= 200 && status < 300

function toResponse(result: EndpointResult | Response): Response {
  if (result instanceof Response) return result
  const headers = new Headers(result.headers)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return Response.json(result.body, { status: result.status, headers })
}

/**
 * Maps anything a handler throws to the JSON error contract. A visitor's mistake is a 4xx with a
 * message in their language; our own failure is a 500 whose details (stack, SQL) go to the server
 * log only.
 */
export function errorResponse(error: unknown, req: PayloadRequest, locale: Locale): Response {
  if (isHttpError(error)) return error.toResponse()
  if (error instanceof z.ZodError) {
    const { message, fieldErrors } = flattenZodError(error, validationTranslator(locale))
    return jsonError(400, 'VALIDATION_FAILED', message, { fieldErrors })
  }
  if (isUniqueViolation(error)) return jsonError(409, 'CONFLICT', httpMessage('conflict', locale))
  if (error instanceof SlotTimeoutError) {
    return jsonError(503, 'SERVER_BUSY', httpMessage('busy', locale), undefined, {
      'Retry-After': String(DATABASE_RETRY_AFTER_S),
    })
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailableError(locale).toResponse()
  const validation = payloadValidationError(error)
  if (validation) {
    // The zod schema is meant to be at least as strict as the collection; reaching this means they
    // drifted apart, which the log should show, but it is still the visitor's data that was refused.
    req.payload.logger.warn({ msg: `Collection validation refused data the schema accepted: ${validation.message}` })
    const t = validationTranslator(locale)
    const fieldErrors = Object.fromEntries(
      (validation.data?.errors ?? []).filter((e) => e.path).map((e) => [e.path!, t('validation.invalidValue')]),
    )
    return jsonError(400, 'VALIDATION_FAILED', t('validation.failed'), { fieldErrors })
  }
  req.payload.logger.error({ err: error, msg: `${req.method} ${requestUrl(req).pathname} failed` })
  return jsonError(500, 'INTERNAL_ERROR', httpMessage('internal', locale))
}

/**
 * Runs `work` in one transaction of `req` (the Local API calls and `execute` that pass `req` join
 * it): committed when `work` returns and `keep` accepts its result, else rolled back, as when it
 * throws. A database that cannot be reached at BEGIN answers 503.
 */
async function inTransaction<T>(
  req: PayloadRequest,
  locale: Locale,
  work: () => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  await withDatabaseGuard(() => initTransaction(req), locale)
  try {
    const result = await work()
    if (keep(result)) await commitTransaction(req)
    else await killTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** A success whose writes stay: anything else a handler answers, nothing it wrote may stay. */
const kept = (answer: EndpointResult | Response) =>
  isSuccess(answer.status) && (answer instanceof Response || !answer.rollback)

/** What a handler asked to do once its writes are committed; one failing does not stop the others. */
function runAfterCommit(payload: Payload, route: string, callbacks: (() => void)[]) {
  for (const fn of callbacks) {
    try {
      fn()
    } catch (error) {
      payload.logger.error({ err: error, msg: `after-commit callback of ${route} failed` })
    }
  }
}

/**
 * A documented call as a Payload root endpoint, with the rules every one of them shares, in this
 * order: rate limit, access (before any byte of the body is read), JSON body limits,
 * Idempotency-Key replay, one transaction, error mapping.
 */
export function buildEndpoint<X extends object>(options: EndpointSpec<X>): Endpoint {
  const method = options.method
  const writes = method === 'post' || method === 'put' || method === 'patch'
  const json = options.json ?? writes
  const transactional = options.transaction ?? json
  const idempotent = options.idempotent ?? method === 'post'
  const route = `${method.toUpperCase()} ${options.path}`

  return {
    path: options.path,
    method,
    // The visitors' submissions may come straight from src/server/serve.ts (src/lib/http/direct-api.ts).
    ...(options.direct && { custom: { [DIRECT]: true } }),
    handler: async (req) => {
      const locale = requestLocale(req)
      const payload = req.payload
      let scope: IdempotencyScope | undefined
      try {
        if (options.rateLimit) await rateLimit(req, options.rateLimit)
        const granted = options.authorize ? await options.authorize(req) : ({} as X)
        if (granted instanceof Response) return granted
        const body = json
          ? await readJsonBody(req, { maxBytes: options.maxBytes ?? DEFAULT_MAX_BODY_BYTES })
          : undefined
        const key = idempotent ? readIdempotencyKey(req, locale) : undefined
        if (key) {
          scope = { key, route, hash: requestHash(body) }
          const replay = await withDatabaseGuard(() => findReplay(payload, scope!, locale), locale)
          if (replay) return replay
        }

        const callbacks: (() => void)[] = []
        const ctx: EndpointContext & X = {
          ...granted,
          req,
          payload,
          locale,
          ip: clientIp(req),
          body,
          afterCommit: (fn) => callbacks.push(fn),
        }
        // Without a transaction of ours, each write has committed by the time the handler returns.
        if (!transactional) {
          const answer = await options.handler(ctx)
          if (isSuccess(answer.status)) runAfterCommit(payload, route, callbacks)
          return toResponse(answer)
        }

        const release = await transactionSlots(payload).acquire()
        let result: EndpointResult | Response
        try {
          if (transactional === 'handler') {
            const storing: StoringContext & X = {
              ...ctx,
              idempotency: scope && idempotentAnswer(req, scope, locale),
              transaction: (work) => inTransaction(req, locale, work),
            }
            result = await (options.handler as unknown as Handler<StoringContext & X>)(storing)
            if (!isSuccess(result.status)) return toResponse(result)
          } else {
            result = await inTransaction(
              req,
              locale,
              async () => {
                const answer = await options.handler(ctx)
                if (kept(answer) && scope && !(answer instanceof Response))
                  await storeResponse(req, scope, answer.status, answer.body)
                return answer
              },
              kept,
            )
            if (!kept(result)) return toResponse(result)
          }
        } finally {
          release()
        }
        runAfterCommit(payload, route, callbacks)
        return toResponse(result)
      } catch (error) {
        // A concurrent request with the same key committed first (our insert of the key, or of the
        // record itself, collided with it): answer what it answered.
        if (scope && isUniqueViolation(error)) {
          const replay = await findReplay(payload, scope, locale).catch(() => undefined)
          if (replay) return replay
        }
        return errorResponse(error, req, locale)
      }
    },
  }
}

export { HttpError }
