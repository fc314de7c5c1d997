// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryAfterSeconds } from './api-error.js'
import { createApiClient, NETWORK_FAILURE_GRACE_MS } from './client.js'

const lostRequest = () =>
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  window.dispatchEvent(new Event('pageshow'))
})

describe('a request that gets no answer', () => {
  it('is a network failure the app hears of when the page is still shown', async () => {
    vi.useFakeTimers()
    lostRequest()
    const onNetworkError = vi.fn()
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1', onNetworkError })
    await expect(client.get('events')).rejects.toMatchObject({ status: 0, code: 'network_error' })
    expect(onNetworkError).not.toHaveBeenCalled()
    vi.advanceTimersByTime(NETWORK_FAILURE_GRACE_MS)
    expect(onNetworkError).toHaveBeenCalledTimes(1)
  })

  it('is not reported when the page is being left (the browser cancelled it)', async () => {
    vi.useFakeTimers()
    lostRequest()
    const onNetworkError = vi.fn()
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1', onNetworkError })
    const answer = client.get('events')
    window.dispatchEvent(new Event('pagehide'))
    await expect(answer).rejects.toMatchObject({ status: 0 })
    vi.advanceTimersByTime(NETWORK_FAILURE_GRACE_MS * 2)
    expect(onNetworkError).not.toHaveBeenCalled()
  })
})

describe('a refusal to be retried later', () => {
  const throttled = (headers: Record<string, string>) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ errors: [{ status: '429', code: 'too_many_requests' }] }), {
        status: 429,
        headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
      }),
    )

  it('keeps the seconds of its Retry-After', async () => {
    throttled({ 'Retry-After': '540' })
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1' })
    await expect(client.post('email/contact-organizer', {})).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      retryAfterSeconds: 540,
    })
  })

  it('has none when the answer gives no Retry-After', async () => {
    throttled({})
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1' })
    await expect(client.post('email/contact-organizer', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: null,
    })
  })

  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-11-24T06:00:00Z')
    expect(retryAfterSeconds('Tue, 24 Nov 2026 06:02:30 GMT', now)).toBe(150)
    expect(retryAfterSeconds('soon', now)).toBeNull()
  })
})
