/** Payload's GraphQL schema build still hands the custom queries its Access field (src/platform/payload-graphql-access.ts). */
import { describe, expect, it } from 'vitest'

import { payloadAccessQuery } from '@/platform/payload-graphql-access'
import { packageFile } from './installed'

describe("Payload's GraphQL Access query", () => {
  const source = packageFile('@payloadcms/graphql', 'dist/index.js')

  it('is built before graphQL.queries is called, and passed to it in the context', () => {
    const access = source.indexOf("graphqlResult.Query.fields['Access'] = {")
    const call = source.indexOf('config.graphQL.queries(GraphQL, {')
    expect(access).toBeGreaterThan(0)
    expect(call).toBeGreaterThan(access)
    expect(source.slice(call, call + 120)).toMatch(/\{\s*\.\.\.graphqlResult,\s*config\s*\}/)
  })

  it("the callback's fields replace Payload's own of the same name", () => {
    expect(source).toMatch(
      /fields: \{\s*\.\.\.graphqlResult\.Query\.fields,\s*\.\.\.wrapCustomFields\(customQueries \|\| \{\}\)\s*\}/,
    )
  })

  it('is read from that context', () => {
    const resolve = () => ({})
    expect(payloadAccessQuery({ Query: { fields: { Access: { resolve } } } })?.resolve).toBe(resolve)
    expect(payloadAccessQuery({})).toBeUndefined()
  })
})
