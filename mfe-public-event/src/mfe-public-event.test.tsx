import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { $locale } from '@tessera/shared/stores/locale'
import { bootstrap, mount, unmount } from './mfe-public-event'

const props = { name: 'publicEvent' } as Parameters<typeof mount>[0]
let mounted = false

async function mountAt(path: string) {
  window.history.replaceState(null, '', path)
  await mount(props)
  mounted = true
}

beforeEach(async () => {
  document.body.innerHTML = '<main id="tessera-main"></main>'
  await bootstrap(props)
})

afterEach(async () => {
  if (mounted) await unmount(props)
  mounted = false
  $locale.set('en')
})

describe('public event app', () => {
  it('mounts into the main element and shows the not-found page for an event page without a screen', async () => {
    await mountAt('/event/summer-festival')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' })
    expect(document.getElementById('tessera-main')!.contains(heading)).toBe(true)
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/manage/dashboard',
    )
  })

  it('speaks Greek when the interface language is Greek', async () => {
    $locale.set('el')
    await mountAt('/calendar/unknown')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Η σελίδα δεν βρέθηκε' }),
    ).toBeTruthy()
    expect(document.documentElement.lang).toBe('el')
  })

  it('leaves the main element empty when unmounted', async () => {
    await mountAt('/event/summer-festival')
    await screen.findByRole('heading', { level: 1 })
    await unmount(props)
    mounted = false
    expect(document.getElementById('tessera-main')!.childElementCount).toBe(0)
  })
})
