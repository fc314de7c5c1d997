import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { resetMapsConfig } from '../../../components/map-picker/maps-config'
import { apiError, signInAs } from '../../../test/fixtures'
import VenueFormScreen from './venue-form-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const maps = {
  tile_url: 'http://127.0.0.1:3651/tiles/{z}/{x}/{y}.png',
  tile_attribution: 'Fixture tiles',
  geocoder_url: 'http://127.0.0.1:3651/reverse',
  default_zoom: 9,
}
const place = {
  display_name: 'Pireos 100, Athens 118 54, Greece',
  name: 'Technopolis',
  address: { road: 'Pireos', city: 'Athens', postcode: '118 54', country: 'Greece' },
}
const saved = {
  jsonapi: { version: '1.1' },
  data: {
    type: 'venues',
    id: '9',
    attributes: {
      name: 'Technopolis',
      address_name: place.display_name,
      city: 'Athens',
      country: 'Greece',
      postal_code: '118 54',
      lat: 37.9787,
      long: 23.7131,
      created_at: '2030-01-01T00:00:00Z',
    },
  },
}

beforeEach(() => {
  signInAs('organizer', '8')
  resetMapsConfig()
  vi.mocked(api.get).mockResolvedValue({ jsonapi: { version: '1.1' }, meta: { maps } })
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(place), { headers: { 'Content-Type': 'application/json' } }),
    ),
  )
  window.history.replaceState(null, '', '/manage/venues/add-venue')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Add venue', () => {
  it('fills address, name, city, country and postal code from the chosen point and saves them', async () => {
    vi.mocked(api.post).mockResolvedValue(saved)
    renderWithI18n(<VenueFormScreen params={{}} />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Latitude' }), '37.9787')
    await userEvent.type(screen.getByRole('textbox', { name: 'Longitude' }), '23.7131')
    await userEvent.click(
      screen.getByRole('button', { name: 'Look up the address of these coordinates' }),
    )
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Address/ }).value).toBe(
        place.display_name,
      ),
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe(
      'Technopolis',
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'City' }).value).toBe('Athens')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Postal code' }).value).toBe(
      '118 54',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add venue' }))
    await waitFor(() => expect(window.location.pathname).toBe('/manage/venues/list-venues'))
    expect(api.post).toHaveBeenCalledWith('venues', {
      data: {
        type: 'venues',
        attributes: {
          name: 'Technopolis',
          address_name: place.display_name,
          city: 'Athens',
          country: 'Greece',
          postal_code: '118 54',
          lat: 37.9787,
          long: 23.7131,
        },
      },
    })
  })

  it('needs an address, and shows the server errors beside their fields', async () => {
    renderWithI18n(<VenueFormScreen params={{}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Add venue' }))
    const address = screen.getByRole('textbox', { name: /^Address/ })
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(address)
    expect(api.post).not.toHaveBeenCalled()

    vi.mocked(api.post).mockRejectedValue(apiError(422, 'too_long', 'postal_code'))
    await userEvent.type(address, 'Pireos 100')
    await userEvent.click(screen.getByRole('button', { name: 'Add venue' }))
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Postal code' }).getAttribute('aria-invalid'),
      ).toBe('true'),
    )
  })
})
