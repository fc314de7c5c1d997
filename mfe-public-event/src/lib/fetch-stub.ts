import { afterEach, beforeEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'

/** A JSON:API answer of the API, for tests. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  })

export const notFoundAnswer = () =>
  jsonAnswer(404, { errors: [{ status: '404', code: 'not_found' }] })

/** Replaces `fetch` for every test of the file (and cleans the page after each); answers the mock. */
export function stubFetch() {
  const fetchMock = vi.fn()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })
  return fetchMock
}
