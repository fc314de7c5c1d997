import { vi } from 'vitest'
import { screen } from '@testing-library/react'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { listDocument, signInAs } from '../../test/fixtures'
import '../../test/form-controls'
import EditEventScreen from './components/edit-event-screen'
import { emptyList, eventDocument, mapsConfig, type venueResource } from './test-data'

type Setup = {
  role?: RoleName
  event?: Record<string, unknown>
  venues?: Parameters<typeof eventDocument>[1]
  /** The organizer's saved venues, answered 100 a page. */
  savedVenues?: ReturnType<typeof venueResource>[]
}

function savedVenuesPage(url: string, venues: ReturnType<typeof venueResource>[]) {
  const page = Number(/page\[number\]=(\d+)/.exec(decodeURIComponent(url))?.[1] ?? 1)
  return listDocument(venues.slice((page - 1) * 100, page * 100), venues.length, page, 100)
}

/**
 * Renders Edit Event for event 7 with the API answering by path (`vi.mock` of the management
 * client is in each test file); PATCH answers the event with the attributes it was sent.
 */
export async function renderEditScreen(setup: Setup = {}) {
  const { role = 'organizer', event = {}, venues, savedVenues } = setup
  signInAs(role)
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url.startsWith('events/7')) return eventDocument(event, venues)
    if (url === 'config') return mapsConfig
    if (savedVenues && url.startsWith('venues?')) return savedVenuesPage(url, savedVenues)
    return emptyList
  })
  vi.mocked(api.patch).mockImplementation(async (_url: string, body: unknown) => {
    const { attributes } = (body as { data: { attributes: Record<string, unknown> } }).data
    return eventDocument(
      {
        ...event,
        ...attributes,
        start_at: '2030-06-12T20:00:00.000+03:00',
        end_at: '2030-06-12T23:00:00.000+03:00',
      },
      venues,
    )
  })
  renderWithI18n(
    <>
      <EditEventScreen params={{ id: '7' }} />
      <Toaster />
    </>,
  )
  await screen.findByRole('tablist', { name: 'Event settings' })
}

/** The attributes of the last PATCH /events/7. */
export function patchedAttributes(): Record<string, unknown> {
  const call = vi
    .mocked(api.patch)
    .mock.calls.findLast(([url]) => String(url).startsWith('events/7'))
  return (call?.[1] as { data: { attributes: Record<string, unknown> } }).data.attributes
}

export function patchedRelationships(): Record<string, { data: unknown }> {
  const call = vi
    .mocked(api.patch)
    .mock.calls.findLast(([url]) => String(url).startsWith('events/7'))
  return (call?.[1] as { data: { relationships: Record<string, { data: unknown }> } }).data
    .relationships
}
