import type { APIRequestContext } from '@playwright/test'
import { documentOf, newResource } from './api-client'
import { athensWallTime, createEvent } from './event-screens'
import { uniqueId } from './pages'
import { organizerSession } from './public-event-seed'

/** A published event of the demo organizer with one ticket at 15 on sale since yesterday. */
export async function paidEvent(request: APIRequestContext) {
  const { api } = await organizerSession(request)
  const name = `Harbour jazz night ${uniqueId()}`
  const event = await createEvent(api, name, `jazz-${uniqueId()}`)
  const id = event.data.id
  await documentOf(
    await api.patch(`events/${id}`, {
      data: {
        type: 'events',
        id,
        attributes: {
          status: 'public',
          total_capacity: 50,
          description: 'Jazz by the harbour.',
          virtual_link: 'https://zoom.us/j/5550001234',
        },
      },
    }),
  )
  const type = await documentOf(
    await api.post(
      'tickets',
      newResource('tickets', { name: 'Standing', description: 'By the stage' }),
    ),
    201,
  )
  const offer = await documentOf(
    await api.post(
      'event-tickets',
      newResource(
        'event-tickets',
        {
          price: 15,
          total_quantity: 20,
          sale_range: [athensWallTime(-1, '10:00'), athensWallTime(3, '17:00')],
        },
        { event: { type: 'events', id }, ticket: { type: 'tickets', id: type.data.id } },
      ),
    ),
    201,
  )
  await api.logout()
  return { id, name, ticketId: offer.data.id }
}
