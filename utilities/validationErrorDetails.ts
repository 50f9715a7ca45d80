import type { AfterErrorHook } from 'payload'

/**
 * Keeps a validation error's field messages in the REST answer whichever bundle threw it.
 *
 * Next bundles Payload once per layer (the CMS pages' and the API route's). The first layer to call
 * getPayload() keeps the shared instance, so after a page has rendered, the API route's
 * `formatErrors` checks `instanceof ValidationError` against a class of the other copy, fails, and
 * answers only "The following field is invalid: to.url": the CMS then shows no field message (a
 * redirect loop, a missing French alt text). Told by shape instead of class: a public 4xx whose
 * `data.errors` lists fields.
 */
type DetailedError = { isPublic?: boolean; status?: number; name?: string; data?: { errors?: unknown } }

export const keepValidationErrorDetails: AfterErrorHook = ({ error, result }) => {
  const { data, isPublic, name, status } = error as DetailedError
  if (!isPublic || !status || status >= 500 || !data || !Array.isArray(data.errors)) return
  const [first] = result?.errors ?? []
  if (!first || first.data) return
  return { response: { ...result, errors: [{ ...first, name, data }] } }
}
