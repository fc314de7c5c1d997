import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderEventBody } from './entry-server'
import { hydratePage } from './hydrate'

/** The server's body of the page in `document`, as the API sends it. */
async function serverPage(locale: 'en' | 'el', event = fullPublicEvent, bookOnly = false) {
  document.documentElement.lang = locale
  document.body.innerHTML = await renderEventBody({
    event,
    now: '2027-03-01T09:00:00.000Z',
    locale,
    bookOnly,
  })
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the public page in the browser', () => {
  it('hydrates the server markup from the embedded document, without a fetch or a warning', async () => {
    const name = 'Rock </script><script>alert(1)</script> night'
    await serverPage('el', { ...fullPublicEvent, name })
    const serverHtml = document.body.innerHTML
    const errors = vi.spyOn(console, 'error')
    const fetches = vi.spyOn(globalThis, 'fetch')
    const recoverable = vi.fn()
    await act(async () => {
      root = await hydratePage(document, recoverable)
    })
    expect(root).not.toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(fetches).not.toHaveBeenCalled()
    expect(document.body.innerHTML).toBe(serverHtml)
    expect(document.querySelector('h1')?.textContent).toBe(name)
    expect(document.querySelector('h2')?.textContent).toBe('Πότε')
  })

  it('hydrates the button-only mode as the server rendered it: the Book button alone', async () => {
    await serverPage('en', fullPublicEvent, true)
    const serverHtml = document.body.innerHTML
    expect(document.querySelector('tessera-booking')!.getAttribute('btn-only')).toBe('')
    const recoverable = vi.fn()
    await act(async () => {
      root = await hydratePage(document, recoverable)
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(document.body.innerHTML).toBe(serverHtml)
    expect(document.querySelector('h1')).toBeNull()
  })

  it('reports a mismatch when the markup is not what the payload renders', async () => {
    await serverPage('en')
    document.querySelector('h1')!.textContent = 'Another event'
    const recoverable = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      root = await hydratePage(document, recoverable)
    })
    expect(recoverable).toHaveBeenCalled()
  })

  it('leaves a page without a payload (the not-found page) alone', async () => {
    document.body.innerHTML = '<main id="tessera-page"><h1>Page not found</h1></main>'
    expect(await hydratePage(document)).toBeNull()
  })
})
