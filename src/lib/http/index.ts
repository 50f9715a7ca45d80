export { readBodyText, readJsonBody, mediaType, DEFAULT_MAX_BODY_BYTES } from './body'
export { clientIp, CLIENT_IP_HEADER } from './client-ip'
export {
  databaseUnavailableError,
  isDatabaseUnavailable,
  withDatabaseGuard,
  DATABASE_RETRY_AFTER_S,
} from './database'
export {
  defineEndpoint,
  errorResponse,
  type AdminContext,
  type EndpointContext,
  type EndpointResult,
} from './endpoint'
export { HttpError, isHttpError, jsonError } from './errors'
export { isUniqueViolation } from './payload-errors'
export { IDEMPOTENCY_HEADER, readIdempotencyKey, requestHash, findReplay, storeResponse } from './idempotency'
export { httpMessage, requestLocale } from './messages'
export { rateLimit, RATE_LIMIT_TABLE, type RateLimitOptions } from './rate-limit'
export { requireSameOrigin } from './same-origin'
export { recordId, requestUrl, type HttpRequest } from './request'
