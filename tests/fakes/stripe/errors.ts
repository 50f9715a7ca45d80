/**
 * Stripe's error answers: `{ error: { type, code?, message, param?, doc_url? } }` with the status
 * Stripe gives each kind. The messages are Stripe's own wording where a client may match on it.
 */

export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | 'authentication_error'

export interface StripeErrorBody {
  type: StripeErrorType
  message: string
  code?: string
  param?: string
  doc_url?: string
  decline_code?: string
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message)
  }

  json(): { error: StripeErrorBody } {
    return { error: this.body }
  }
}

function withDoc(body: StripeErrorBody): StripeErrorBody {
  return body.code ? { ...body, doc_url: `https://stripe.com/docs/error-codes/${body.code.replace(/_/g, '-')}` } : body
}

export function invalidRequest(message: string, param?: string, code?: string, status = 400): StripeApiError {
  return new StripeApiError(status, withDoc({ type: 'invalid_request_error', message, code, param }))
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing')
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(
    `Received unknown parameter: ${param}. Did you mean to use a different parameter or field?`,
    param,
    'parameter_unknown',
  )
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404)
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    undefined,
    undefined,
    404,
  )
}

export function authError(message: string): StripeApiError {
  // Stripe answers a missing or wrong key with 401 and the invalid_request_error type.
  return new StripeApiError(401, { type: 'invalid_request_error', message })
}

export function apiError(status: number): StripeApiError {
  return new StripeApiError(status, {
    type: 'api_error',
    message: 'An unknown error occurred (a failure made on purpose by the Stripe fake).',
  })
}

export function rateLimited(): StripeApiError {
  return invalidRequest(
    'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
    undefined,
    'rate_limit',
    429,
  )
}
