import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { $locale } from '@tessera/shared/stores/locale'
import { bootstrap, mount, unmount } from './mfe-booking-widget'
import parcel from './parcel'

type Props = Parameters<typeof mount>[0]
const appProps = { name: 'bookingWidget' } as Props

beforeEach(() => {
  document.body.innerHTML = '<main id="tessera-main"></main><div id="host-page"></div>'
  window.history.replaceState(null, '', '/event/summer-festival')
})

afterEach(() => $locale.set('en'))

describe('booking widget as an application', () => {
  it('mounts into the main element and shows the not-found page', async () => {
    await bootstrap(appProps)
    await mount(appProps)
    const main = document.getElementById('tessera-main')!
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeTruthy()
    await unmount(appProps)
    expect(main.childElementCount).toBe(0)
  })
})

describe('booking widget as a parcel', () => {
  it('renders into the element it is given, updates in place and unmounts', async () => {
    const host = document.getElementById('host-page')!
    const props = { name: 'bookingWidget-parcel-1', domElement: host } as unknown as Props
    await parcel.bootstrap(props)
    await parcel.mount(props)
    const heading = await within(host).findByRole('heading', { level: 1, name: 'Page not found' })
    expect(document.getElementById('tessera-main')!.childElementCount).toBe(0)

    $locale.set('el')
    await parcel.update!(props)
    expect(
      await within(host).findByRole('heading', { level: 1, name: 'Η σελίδα δεν βρέθηκε' }),
    ).toBe(heading)

    await parcel.unmount(props)
    expect(host.childElementCount).toBe(0)
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
