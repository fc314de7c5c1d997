import { vi } from 'vitest'
import { screen } from '@testing-library/react'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { listDocument, signInAs } from '../../test/fixtures'
import { renderOverCachedEvent } from '../../test/render'
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

/**
 * The tab as Edit Event shows it (over the cached event), signed in as `role`, with the "General
 * admission" card by default.
 */
export function renderTab(role: RoleName, event = eventOf({ tickets: [eventTicketOf()] })) {
  signInAs(role)
  vi.mocked(api.get).mockResolvedValue(typesDocument)
  const { onEventChanged, cachedEvent } = renderOverCachedEvent(event, (cached) => (
    <TicketingTab event={cached} />
  ))
  return {
    onEventChanged,
    cachedTickets: () => cachedEvent()?.tickets,
    card: () => screen.getByRole('article', { name: 'General admission' }),
  }
}
