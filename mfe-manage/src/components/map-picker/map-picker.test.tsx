import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { MapPicker, type PlaceValue } from './map-picker'
import { resetMapsConfig } from './maps-config'
import type { Place } from './reverse-geocode'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../test/fixtures')).apiMock(),
)

const maps = {
  tile_url: 'http://127.0.0.1:3651/tiles/{z}/{x}/{y}.png',
  tile_attribution: 'Fixture tiles',
  geocoder_url: 'http://127.0.0.1:3651/reverse',
  default_zoom: 9,
}
const nominatim = {
  display_name: 'Odos Ermou 10, Athens 105 63, Greece',
  name: 'Ermou Hall',
  address: { road: 'Odos Ermou', city: 'Athens', postcode: '105 63', country: 'Greece' },
}
const fetchMock = vi.fn()

beforeEach(() => {
  resetMapsConfig()
  vi.mocked(api.get).mockResolvedValue({ jsonapi: { version: '1.1' }, meta: { maps } })
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(nominatim), { headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function Harness({ onPlace }: { onPlace: (place: Place | undefined) => void }) {
  const [value, setValue] = useState<PlaceValue>({ address: '', lat: '', long: '' })
  return (
    <MapPicker
      id="venue"
      value={value}
      onChange={(next, place) => {
        setValue(next)
        onPlace(place)
      }}
    />
  )
}

describe('Map picker', () => {
  it('places the point at the browser location (5 s timeout) and fills the address by reverse geocoding', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail: PositionErrorCallback, options: PositionOptions) => {
        expect(options.timeout).toBe(5000)
        ok({ coords: { latitude: 37.9755123456, longitude: 23.7348 } } as GeolocationPosition)
      },
    )
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    })
    const onPlace = vi.fn()
    renderWithI18n(<Harness onPlace={onPlace} />)
    expect(
      await screen.findByRole('region', { name: /Map: click to place the marker/ }),
    ).toBeTruthy()
    expect(api.get).toHaveBeenCalledWith('config')

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' }).value).toBe(
        'Odos Ermou 10, Athens 105 63, Greece',
      ),
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Latitude' }).value).toBe(
      '37.975512',
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Longitude' }).value).toBe(
      '23.7348',
    )
    const url = new URL(String(fetchMock.mock.calls[0]![0]))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3651/reverse')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '37.9755123456',
      lon: '23.7348',
    })
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' })
    expect(onPlace).toHaveBeenLastCalledWith({
      address: nominatim.display_name,
      name: 'Ermou Hall',
      city: 'Athens',
      country: 'Greece',
      postal_code: '105 63',
    })
    expect(screen.getByText('Address found: Odos Ermou 10, Athens 105 63, Greece')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Chosen location' })).toBeTruthy()
  })

  it('waits for the maps configuration when the location arrives first', async () => {
    let answer: (body: unknown) => void = () => {}
    vi.mocked(api.get).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.6401, longitude: 22.9444 } } as GeolocationPosition),
    )
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    })
    renderWithI18n(<Harness onPlace={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Latitude' }).value).toBe(
      '40.6401',
    )
    expect(fetchMock).not.toHaveBeenCalled()
    answer({ jsonapi: { version: '1.1' }, meta: { maps } })
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' }).value).toBe(
        nominatim.display_name,
      ),
    )
  })

  it('looks up the address of typed coordinates, and the address stays editable', async () => {
    renderWithI18n(<Harness onPlace={vi.fn()} />)
    const lookUp = await screen.findByRole('button', {
      name: 'Look up the address of these coordinates',
    })
    expect(lookUp).toHaveProperty('disabled', true)
    await userEvent.type(screen.getByRole('textbox', { name: 'Latitude' }), '40.6401')
    await userEvent.type(screen.getByRole('textbox', { name: 'Longitude' }), '22.9444')
    await userEvent.click(lookUp)
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' })
    await waitFor(() => expect(address.value).toBe(nominatim.display_name))
    await userEvent.clear(address)
    await userEvent.type(address, 'Aristotelous Square, Thessaloniki')
    expect(address.value).toBe('Aristotelous Square, Thessaloniki')
  })

  it('says so when the geocoder fails, and keeps the typed address', async () => {
    fetchMock.mockResolvedValue(new Response('busy', { status: 503 }))
    renderWithI18n(<Harness onPlace={vi.fn()} />)
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Address' }),
      'Plateia Syntagmatos',
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Latitude' }), '37.97')
    await userEvent.type(screen.getByRole('textbox', { name: 'Longitude' }), '23.73')
    await userEvent.click(
      screen.getByRole('button', { name: 'Look up the address of these coordinates' }),
    )
    expect(
      await screen.findByText('The address could not be looked up. Please type it in.'),
    ).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' }).value).toBe(
      'Plateia Syntagmatos',
    )
  })
})
