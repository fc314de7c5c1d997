import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client.js'
import { applyServerErrors } from './server-errors.js'

const refusal = new ApiError(422, [
  {
    status: '422',
    code: 'taken',
    title: 'taken',
    detail: 'Already used.',
    source: { pointer: '/data/attributes/email' },
  },
  {
    status: '422',
    code: 'required',
    title: 'required',
    detail: 'Needed.',
    source: { pointer: '/data/relationships/roles' },
  },
  {
    status: '422',
    code: 'too_long',
    title: 'too_long',
    detail: 'Too long.',
    source: { pointer: '/data/attributes/bio' },
  },
])

describe('applyServerErrors', () => {
  it("puts each error of the form's fields beside its field, focusing the first", () => {
    const setError = vi.fn()
    expect(applyServerErrors(setError, refusal, { email: 'email', roles: 'role' })).toBe(2)
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Already used.' }, { shouldFocus: true }],
      ['role', { type: 'server', message: 'Needed.' }, { shouldFocus: false }],
    ])
  })

  it("places nothing for an error that names no field of the form, or is not the API's", () => {
    const setError = vi.fn()
    expect(applyServerErrors(setError, refusal, { name: 'name' })).toBe(0)
    expect(applyServerErrors(setError, new Error('network'), { email: 'email' })).toBe(0)
    expect(setError).not.toHaveBeenCalled()
  })
})
