import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useAsync } from './use-async.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('useAsync', () => {
  it('keeps the answer of the latest request when an earlier one arrives late', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const { result, rerender } = renderHook(
      ({ query }) => useAsync(() => (query === 'a' ? first.promise : second.promise), [query]),
      {
        initialProps: { query: 'a' },
      },
    )
    rerender({ query: 'b' })
    await act(async () => second.resolve('answer b'))
    await act(async () => first.resolve('answer a'))
    expect(result.current.data).toBe('answer b')
    expect(result.current.loading).toBe(false)
  })

  it('reports an error and reloads on demand', async () => {
    let calls = 0
    const { result } = renderHook(() =>
      useAsync(async () => {
        calls++
        if (calls === 1) throw new Error('boom')
        return 'ok'
      }, []),
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.data).toBe('ok'))
    expect(result.current.error).toBeUndefined()
  })
})
