import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'

/**
 * What one GraphQL request may ask for. Payload's complexity limit gives a field
 * 1 point, so 200 aliases of `allMedia` (8 KB) stayed under its 1,000 and ran 200 database queries at
 * once (3.5-3.8 s, the pool's connections exhausted). Here every selection counts, aliases and
 * fragment spreads included, and each top-level field (one database query each) counts on its own.
 * The CMS does not use GraphQL; the bounds leave room for any reasonable client. Checked by the route
 * (src/lib/define-endpoint/payload-routes.ts), which answers 400 QUERY_TOO_COMPLEX.
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
  context: { getDocument: () => DocumentNode },
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

/** Tokens one request may hold: parsing stops there, however long the text. */
export const GRAPHQL_MAX_TOKENS = 5_000

/**
 * Whether a GraphQL request's query asks for more than the bounds allow, in any of its operations.
 * Checked on the text before Payload parses, validates or runs anything; a query that does not parse
 * is left to Payload's own error, except one stopped by the token bound.
 */
export function graphqlTooCostly(query: string, bounds = GRAPHQL_BOUNDS): boolean {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: GRAPHQL_MAX_TOKENS, noLocation: true })
  } catch (error) {
    // graphql-js: "Document contains more that 5000 tokens. Parsing aborted." (sic)
    return /\d+ tokens/i.test((error as Error).message)
  }
  const context = { getDocument: () => document }
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && graphqlCost(context, definition.selectionSet, bounds).over,
  )
}
