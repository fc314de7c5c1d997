import { afterEach, vi } from 'vitest'
import { act } from '@testing-library/react'
import type { Root } from 'react-dom/client'

type Hydrate = (
  document: Document,
  onRecoverableError: (error: unknown) => void,
) => Promise<Root | null>

/**
 * Hydration of a server-rendered page under watch, for `hydratePage` and `hydrateListing` alike:
 * the returned function hydrates `document` and gives the root, the markup the server sent, and
 * what hydration logged as an error, fetched and recovered from. After each test of the file the
 * root is unmounted, the document emptied and the spies restored.
 */
export function watchedHydration(hydrate: Hydrate) {
  let root: Root | null = null
  afterEach(() => {
    act(() => root?.unmount())
    root = null
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })
  return async function hydrateWatched() {
    const serverHtml = document.body.innerHTML
    const errors = vi.spyOn(console, 'error')
    const fetches = vi.spyOn(globalThis, 'fetch')
    const recoverable = vi.fn()
    await act(async () => {
      root = await hydrate(document, recoverable)
    })
    return { root, serverHtml, errors, fetches, recoverable }
  }
}
