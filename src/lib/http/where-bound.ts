import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type Plugin } from 'payload'

import { httpMessage, requestLocale } from './messages'
import { whereValueProblem } from './where-values'

/**
 * Bounds on a `where` filter sent from outside (REST query, method-override body, GraphQL argument),
 * because a `like` of 50,000 words (Payload turns each word into its own ILIKE) took 2.4-4 s
 * of SQL building and query time and froze the event loop. The figures are far above anything the
 * CMS sends (its list filters, relationship pickers and bulk selections of a 100-row page).
 */
export const WHERE_BOUNDS = {
  /** Nesting of objects and arrays (and/or groups, field paths, operators). */
  depth: 8,
  /** Values and array items in the whole filter. */
  values: 250,
  /** Characters of one value. */
  valueLength: 1_000,
  /** Words of one value (a `like` becomes one condition per word). */
  words: 20,
} as const

/** Why `where` exceeds the bounds, or undefined when it is within them. Iterative: no deep recursion. */
export function whereProblem(where: unknown, bounds = WHERE_BOUNDS): string | undefined {
  let values = 0
  const stack: [unknown, number][] = [[where, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (depth > bounds.depth) return `nested deeper than ${bounds.depth}`
    if (Array.isArray(node)) {
      values += node.length
      for (const child of node) stack.push([child, depth + 1])
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node)
      values += entries.length
      for (const [, child] of entries) stack.push([child, depth + 1])
    } else if (typeof node === 'string') {
      values++
      if (node.length > bounds.valueLength) return `a value longer than ${bounds.valueLength} characters`
      if (node.trim().split(/\s+/).length > bounds.words) return `a value of more than ${bounds.words} words`
    } else {
      values++
    }
    if (values > bounds.values) return `more than ${bounds.values} values`
  }
  return undefined
}

/**
 * Refuses an outside caller's oversized filter (400 FILTER_TOO_LARGE), or one with a value its
 * field cannot hold (400 INVALID_FILTER, where-values.ts), before Payload builds any SQL from it.
 * The site's own Local API calls are trusted and not checked.
 */
export const boundWhere: CollectionBeforeOperationHook = ({ args, req, collection }) => {
  if (req.payloadAPI === 'local') return args
  const where = (args as { where?: unknown }).where
  if (where === undefined || where === null) return args
  const locale = () => requestLocale(req as unknown as Parameters<typeof requestLocale>[0])
  const problem = whereProblem(where)
  if (problem) {
    throw new APIError(
      httpMessage('filterTooLarge', locale()),
      400,
      { error: 'FILTER_TOO_LARGE', detail: problem },
      true,
    )
  }
  // Within the bounds, so the walk below is short; then each value against its field's type.
  const wrong = whereValueProblem(where, collection)
  if (wrong)
    throw new APIError(httpMessage('filterInvalid', locale()), 400, { error: 'INVALID_FILTER', detail: wrong }, true)
  return args
}

/** The collection with the bound in front of its other beforeOperation hooks. */
export function withBoundedWhere(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [boundWhere, ...(hooks.beforeOperation ?? [])] } }
}

/**
 * A config plugin, listed last: every collection, those added by other plugins (redirects) included,
 * gets the bound.
 */
export const boundedWherePlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(withBoundedWhere),
})
