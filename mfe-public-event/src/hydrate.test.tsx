import { describe, expect, it, vi } from 'vitest'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderEventBody } from './entry-server'
import { hydratePage } from './hydrate'
import { watchedHydration } from './test/hydration'

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

const hydrateWatched = watchedHydration(hydratePage)

describe('the public page in the browser', () => {
  it('hydrates the server markup from the embedded document, without a fetch or a warning', async () => {
    const name = 'Rock </script><script>alert(1)</script> night'
    await serverPage('el', { ...fullPublicEvent, name })
    const { root, serverHtml, errors, fetches, recoverable } = await hydrateWatched()
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
    expect(document.querySelector('tessera-booking')!.getAttribute('btn-only')).toBe('')
    const { serverHtml, recoverable } = await hydrateWatched()
    expect(recoverable).not.toHaveBeenCalled()
    expect(document.body.innerHTML).toBe(serverHtml)
    expect(document.querySelector('h1')).toBeNull()
  })

  it('reports a mismatch when the markup is not what the payload renders', async () => {
    await serverPage('en')
    document.querySelector('h1')!.textContent = 'Another event'
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { recoverable } = await hydrateWatched()
    expect(recoverable).toHaveBeenCalled()
  })

  it('leaves a page without a payload (the not-found page) alone', async () => {
    document.body.innerHTML = '<main id="tessera-page"><h1>Page not found</h1></main>'
    expect(await hydratePage(document)).toBeNull()
  })
})
