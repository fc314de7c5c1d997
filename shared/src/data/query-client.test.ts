// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error.js'
import { retryOnce } from './query-client.js'

/** An `ApiError` of another build (a remote's own copy of the module): same name, other class. */
class RemoteApiError extends Error {
  override readonly name = 'ApiError'
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

describe('the query cache retries', () => {
  it('a network failure or a 5xx once, never a refusal', () => {
    expect(retryOnce(0, new ApiError(0, []))).toBe(true)
    expect(retryOnce(0, new ApiError(503, []))).toBe(true)
    expect(retryOnce(1, new ApiError(503, []))).toBe(false)
    expect(retryOnce(0, new ApiError(404, []))).toBe(false)
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true)
  })

  it("a remote's refusal is a refusal too, whichever build made the error", () => {
    expect(retryOnce(0, new RemoteApiError(403))).toBe(false)
    expect(retryOnce(0, new RemoteApiError(502))).toBe(true)
  })
})
