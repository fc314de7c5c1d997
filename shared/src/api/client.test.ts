import { afterEach, describe, expect, it, vi } from 'vitest'
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
