import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { resetMapsConfig } from '../../../components/map-picker/maps-config'
import { venueResource } from '../test-data'
import { patchedAttributes, patchedRelationships, renderEditScreen } from '../test-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const place = {
  display_name: 'Akti Miaouli 10, Piraeus 185 38, Greece',
  name: 'Harbour Hall',
  address: { city: 'Piraeus', country: 'Greece' },
}

beforeEach(() => {
  resetMapsConfig()
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(place), { headers: { 'Content-Type': 'application/json' } }),
    ),
  )
  window.history.replaceState(null, '', '/manage/events/edit-item/7')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Edit Event: venue, saving and actions', () => {
  it('makes the event hybrid with a link and a venue placed by reverse geocoding, then updates and previews', async () => {
    await renderEditScreen({
      event: {
        event_type: 'virtual',
        total_capacity: -1,
        unlimited_attendees: true,
        virtual_link: null,
      },
      venues: [],
    })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'Hybrid')
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Capacity/ }), '150')
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Online link/ }),
      'https://meet.google.com/abc-defg-hij',
    )
    await userEvent.type(await screen.findByRole('textbox', { name: 'Latitude' }), '37.9429')
    await userEvent.type(screen.getByRole('textbox', { name: 'Longitude' }), '23.6469')
    await userEvent.click(
      screen.getByRole('button', { name: 'Look up the address of these coordinates' }),
    )
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Address/ }).value).toBe(
        place.display_name,
      ),
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Venue name/ }).value).toBe(
      'Harbour Hall',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Update & Preview' }))
    await waitFor(() => expect(window.location.pathname).toBe('/manage/event/7'))
    expect(api.post).not.toHaveBeenCalled()
    expect(api.patch).toHaveBeenCalledTimes(1)
    expect(patchedAttributes()).toMatchObject({
      event_type: 'hybrid',
      total_capacity: 150,
      virtual_link: 'https://meet.google.com/abc-defg-hij',
    })
    expect(patchedRelationships().venues).toEqual({
      data: [
        {
          type: 'venues',
          lid: 'venue-0',
          attributes: {
            name: 'Harbour Hall',
            address_name: place.display_name,
            lat: 37.9429,
            long: 23.6469,
          },
        },
      ],
    })
    expect(await screen.findByText('Item updated')).toBeTruthy()
  })

  it('finds and reuses the 115th of 120 saved venues by typing its name', async () => {
    const saved = Array.from({ length: 120 }, (_, index) =>
      venueResource(String(index + 100), {
        name: `Hall ${index + 1}`,
        address_name: `Street ${index + 1}`,
      }),
    )
    await renderEditScreen({ savedVenues: saved })
    const box = await screen.findByRole('combobox', { name: /^Saved venue/ })
    await userEvent.click(box)
    await userEvent.keyboard('Hall 115')
    const list = document.getElementById(box.getAttribute('aria-controls')!)!
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Hall 115']),
    )
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveProperty('value', 'Street 115')
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() =>
      expect(patchedRelationships().venues).toMatchObject({
        data: [{ type: 'venues', id: '214' }],
      }),
    )
  })

  it('sends a changed saved venue with the event in one request, an unchanged one by id', async () => {
    await renderEditScreen()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() =>
      expect(patchedRelationships().venues).toEqual({ data: [{ type: 'venues', id: '31' }] }),
    )

    const address = screen.getByRole('textbox', { name: /^Address/ })
    await userEvent.clear(address)
    await userEvent.type(address, 'Vasilissis Sofias 2, Athens')
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(2))
    expect(patchedRelationships().venues).toEqual({
      data: [
        {
          type: 'venues',
          id: '31',
          attributes: {
            name: 'Megaron',
            address_name: 'Vasilissis Sofias 2, Athens',
            lat: 37.97,
            long: 23.74,
          },
        },
      ],
    })
    expect(api.post).not.toHaveBeenCalled()
    expect(
      vi.mocked(api.patch).mock.calls.every(([url]) => String(url).startsWith('events/7')),
    ).toBe(true)
  })

  it('warns before leaving with unsaved changes, and not after saving', async () => {
    await renderEditScreen()
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leave()).toBe(false)
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Live')
    expect(leave()).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await screen.findByText('Item updated')
    expect(leave()).toBe(false)
  })

  it('switches to the quick actions and back without losing unsaved changes', async () => {
    await renderEditScreen()
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Live')
    await userEvent.click(screen.getByRole('switch', { name: 'Quick actions' }))
    const actions = screen.getByRole('heading', { name: 'Quick actions' }).closest('section')!
    expect(within(actions).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/manage/event/7',
    )
    // The API serves the public page: its link is offered (lib/public-link.ts).
    expect(within(actions).getByRole('button', { name: 'Copy public link' })).toBeTruthy()
    expect(within(actions).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(screen.queryByRole('tablist', { name: 'Event settings' })).toBeNull()
    await userEvent.click(screen.getByRole('switch', { name: 'Quick actions' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe(
      'Harbour Jazz Night Live',
    )
  })

  it('opens the clone dialog for ?clone=true and from Duplicate', async () => {
    window.history.replaceState(null, '', '/manage/events/edit-item/7?clone=true')
    await renderEditScreen()
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate event' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Duplicate event' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Harbour Jazz Night' }))
    expect(await screen.findByRole('dialog', { name: 'Duplicate event' })).toBeTruthy()
  })

  it('greys Duplicate out with a plan badge for a creator', async () => {
    await renderEditScreen({ role: 'creator' })
    const duplicate = screen.getByRole('button', { name: /^Duplicate Harbour Jazz Night/ })
    expect(duplicate).toHaveProperty('disabled', true)
    expect(duplicate.textContent).toContain('Freemium')
  })
})
