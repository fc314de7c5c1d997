import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { $locale } from '@tessera/shared/stores/locale'
import { mfeHarness } from '@tessera/shared/ui/test-mfe'
import * as lifecycles from './mfe-public-event'

const app = mfeHarness(lifecycles, 'publicEvent')
beforeEach(() => app.setUp())
afterEach(() => app.tearDown())

describe('public event app', () => {
  it('mounts into the main element and shows the not-found page (no screen yet)', async () => {
    await app.mountAt('/speakers/summer-festival')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' })
    expect(app.main().contains(heading)).toBe(true)
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/manage/dashboard',
    )
  })

  it('speaks Greek when the interface language is Greek', async () => {
    $locale.set('el')
    await app.mountAt('/speakers/unknown')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Η σελίδα δεν βρέθηκε' }),
    ).toBeTruthy()
    expect(document.documentElement.lang).toBe('el')
  })

  it('loads an event page from the server, which renders it, when the shell routes there', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/event/summer-festival' })
    await app.mountAt('/event/summer-festival')
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
    vi.unstubAllGlobals()
  })

  it('leaves the main element empty when unmounted', async () => {
    await app.mountAt('/speakers/summer-festival')
    await screen.findByRole('heading', { level: 1 })
    await app.unmount()
    expect(app.main().childElementCount).toBe(0)
  })
})
