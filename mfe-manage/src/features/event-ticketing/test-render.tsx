import { vi } from 'vitest'
import { screen } from '@testing-library/react'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { Toaster } from '@tessera/shared/ui/toast'
import { listDocument, signInAs } from '../../test/fixtures'
import { renderWithI18n, testQueryClient } from '@tessera/shared/ui/test-utils'
import type { Event } from '@tessera/shared/schemas/event'
import { EDIT_INCLUDES, eventKeys, useEvent } from '../../lib/events-api'
import { eventChangedSpy } from '../../test/render'
import { TicketingTab } from './components/ticketing-tab'
import { eventOf, eventTicketOf } from './test-data'

export const typesDocument = listDocument([
  {
    type: 'tickets',
    id: '7',
    attributes: {
      name: 'General admission',
      description: 'Standing area',
      created_at: '2026-11-01T09:00:00.000+00:00',
    },
  },
  {
    type: 'tickets',
    id: '8',
    attributes: {
      name: 'VIP',
      description: 'Front rows',
      created_at: '2026-11-01T09:00:00.000+00:00',
    },
  },
])

/** The tab over the cached event, as Edit Event renders it. */
function CachedTab({ id }: { id: string }) {
  const { data } = useEvent(id, EDIT_INCLUDES)
  return data ? <TicketingTab event={data} /> : null
}

/**
 * The tab as Edit Event shows it (over the cached event), signed in as `role`, with the "General
 * admission" card by default.
 */
export function renderTab(role: RoleName, event = eventOf({ tickets: [eventTicketOf()] })) {
  signInAs(role)
  vi.mocked(api.get).mockResolvedValue(typesDocument)
  const client = testQueryClient()
  const key = eventKeys.withIncludes(event.id, EDIT_INCLUDES)
  client.setQueryData(key, event)
  const onEventChanged = eventChangedSpy(client, event.id)
  renderWithI18n(
    <>
      <CachedTab id={event.id} />
      <Toaster />
    </>,
    client,
  )
  return {
    onEventChanged,
    cachedTickets: () => client.getQueryData<Event>(key)?.tickets,
    card: () => screen.getByRole('article', { name: 'General admission' }),
  }
}
