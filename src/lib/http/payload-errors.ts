/** How a Local API write reports refused data, told apart without importing the endpoint factory. */

type PayloadValidationError = Error & { data?: { errors?: { message?: string; path?: string }[] } }

export function payloadValidationError(error: unknown): PayloadValidationError | undefined {
  if (!(error instanceof Error) || error.name !== 'ValidationError') return undefined
  const data = (error as PayloadValidationError).data
  return Array.isArray(data?.errors) ? (error as PayloadValidationError) : undefined
}

/** A unique index refused the row: pg's 23505 anywhere in the chain, or Payload's translation of it. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (depth > 6 || error === null || typeof error !== 'object') return false
  if ((error as { code?: unknown }).code === '23505') return true
  const validation = payloadValidationError(error)
  if (validation?.data?.errors?.some((e) => /unique/i.test(e.message ?? ''))) return true
  return isUniqueViolation((error as { cause?: unknown }).cause, depth + 1)
}

/** PostgreSQL refused a row for one of its CHECK constraints (23514), as a guard meant it to. */
export function isCheckViolation(error: unknown, depth = 0): boolean {
  if (depth > 6 || error === null || typeof error !== 'object') return false
  if ((error as { code?: unknown }).code === '23514') return true
  return isCheckViolation((error as { cause?: unknown }).cause, depth + 1)
}

type CodedError = {
  isPublic?: boolean
  status?: number
  message?: string
  data?: { error?: unknown; detail?: unknown }
}

/**
 * A refusal of Payload's REST routes that names its code (`APIError(message, 400, { error: CODE })`:
 * FILTER_TOO_LARGE, INVALID_FILTER) answers the studio's `{ error, message }` beside Payload's
 * `errors`, which its admin interface reads: one shape for every API error a caller sees.
 */
export const houseErrorFields = ({ error, result }: { error: unknown; result?: object }) => {
  const { data, isPublic, status, message } = error as CodedError
  if (!isPublic || !status || status >= 500 || typeof data?.error !== 'string' || !result) return
  const detail = typeof data.detail === 'string' ? { detail: data.detail } : {}
  return { response: { error: data.error, message, ...detail, ...result } as never }
}
