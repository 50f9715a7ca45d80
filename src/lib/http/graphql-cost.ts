import type { ExecutionArgs } from 'graphql'
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

import { resolveLocale } from '@/i18n/resolve-locale'
import { httpMessage } from './messages'

/**
 * What one GraphQL request may ask for (issue 25 item 5). Payload's complexity limit gives a field
 * 1 point, so 200 aliases of `allMedia` (8 KB) stayed under its 1,000 and ran 200 database queries at
 * once (3.5-3.8 s, the pool's connections exhausted). Here every selection counts, aliases and
 * fragment spreads included, and each top-level field (one database query each) counts on its own.
 * The CMS does not use GraphQL; the bounds leave room for any reasonable client.
 */
export const GRAPHQL_BOUNDS = {
  /** Top-level fields of one operation: each is its own find. */
  rootFields: 10,
  /** Field selections in one operation once its fragments are expanded. */
  fields: 300,
} as const

interface Counter {
  fields: number
  over: boolean
}

function countSelections(
  set: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  counter: Counter,
  limit: number,
  visiting: Set<string>,
): number {
  if (!set) return 0
  let here = 0
  for (const selection of set.selections) {
    if (counter.over) return here
    if (selection.kind === Kind.FIELD) {
      here++
      if (++counter.fields > limit) {
        counter.over = true
        return here
      }
      countSelections(selection.selectionSet, fragments, counter, limit, visiting)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      here += countSelections(selection.selectionSet, fragments, counter, limit, visiting)
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      // A cycle is GraphQL's own validation error (NoFragmentCycles); here it only must not loop.
      if (!fragment || visiting.has(name)) continue
      visiting.add(name)
      here += countSelections(fragment.selectionSet, fragments, counter, limit, visiting)
      visiting.delete(name)
    }
  }
  return here
}

/**
 * Counts the selections of each operation, expanding fragments (stopping as soon as the bound is
 * passed, so a fragment that spreads another twice, many levels deep, costs nothing to refuse).
 */
export function graphqlCost(
  context: Pick<ValidationContext, 'getDocument'>,
  selectionSet: SelectionSetNode,
  bounds = GRAPHQL_BOUNDS,
): { rootFields: number; fields: number; over: boolean } {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of context.getDocument().definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const counter: Counter = { fields: 0, over: false }
  const rootFields = countSelections(selectionSet, fragments, counter, bounds.fields, new Set())
  return { rootFields, fields: counter.fields, over: counter.over || rootFields > bounds.rootFields }
}

/** The validation rule, with its message in the caller's language (Payload passes the request). */
export function graphqlCostRule(args?: Pick<ExecutionArgs, 'contextValue'>, bounds = GRAPHQL_BOUNDS): ValidationRule {
  const req = (args?.contextValue as { req?: { headers?: Headers } } | undefined)?.req
  const locale = resolveLocale(req?.headers?.get?.('accept-language') ?? null)
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const cost = graphqlCost(context, node.selectionSet, bounds)
      if (cost.over) {
        context.reportError(
          new GraphQLError(httpMessage('queryTooComplex', locale), {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX', bounds },
          }),
        )
      }
    },
  })
}
