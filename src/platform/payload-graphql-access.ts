/**
 * Reliance: how @payloadcms/graphql builds its schema: it adds the `Access` query to
 * `graphqlResult.Query.fields` before it calls the config's `graphQL.queries(GraphQL, context)` with
 * that result spread into `context`, and the fields that callback returns replace Payload's own of
 * the same name. Neither is a documented contract of the callback.
 *
 * Why: for an anonymous caller Payload's `Access` resolver drops `canAccessAdmin: false` from its
 * answer although the schema declares it non-null, so the query failed with a 500
 * (plugins/apiGuards.ts re-wraps the resolver to put `false` back).
 *
 * Checked on: @payloadcms/graphql 3.90.1, payload 3.90.1.
 * Guard: tests/unit/platform/payload-graphql-access.test.ts (the order and the override, in
 * Payload's source); tests/int/api-leaks.test.ts and tests/e2e/api-leaks.spec.ts (the anonymous
 * query answers `false`).
 */
export type QueryField = {
  resolve?: (...args: unknown[]) => Promise<Record<string, unknown>> | Record<string, unknown>
}

/** Payload's own `Access` query field, from the context `graphQL.queries` receives. */
export function payloadAccessQuery(context: unknown): QueryField | undefined {
  return (context as { Query?: { fields?: Record<string, QueryField> } }).Query?.fields?.Access
}
