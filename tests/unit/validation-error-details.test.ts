import { formatErrors, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@root/payload.config'
import { keepValidationErrorDetails } from '@root/utilities/validationErrorDetails'

/** A ValidationError as thrown by the other bundle's copy of Payload: same shape, another class. */
class ForeignValidationError extends Error {
  isPublic = true
  status = 400
  data = { errors: [{ path: 'to.url', message: 'This redirect would make a loop: /a → /b → /a.' }] }
  constructor() {
    super('The following field is invalid: to.url')
    this.name = 'h'
  }
}

// Payload's formatter is typed for its own errors; the point here is an error of another class.
const format = (error: Error) => formatErrors(error as unknown as Parameters<typeof formatErrors>[0])

const run = (error: Error) =>
  keepValidationErrorDetails({
    error,
    result: format(error),
    context: {},
    req: {} as PayloadRequest,
  })

describe('keepValidationErrorDetails', () => {
  it("restores the field messages Payload's formatter drops for another bundle's ValidationError", () => {
    const error = new ForeignValidationError()
    expect(JSON.stringify(format(error))).not.toContain('would make a loop')
    const answer = run(error)
    expect(answer).toEqual({
      response: {
        errors: [{ name: 'h', data: error.data, message: 'The following field is invalid: to.url' }],
      },
    })
  })

  it('leaves server errors and errors without field details as formatted', async () => {
    const internal = Object.assign(new ForeignValidationError(), { status: 500 })
    expect(run(internal)).toBeUndefined()
    const plain = Object.assign(new Error('Not Found'), { isPublic: true, status: 404 })
    expect(run(plain)).toBeUndefined()
  })

  it('is one of the config-wide error hooks', async () => {
    expect((await config).hooks?.afterError).toContain(keepValidationErrorDetails)
  })
})
