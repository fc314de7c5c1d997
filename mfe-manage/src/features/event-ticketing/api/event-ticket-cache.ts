import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { UploadProgress } from '@tessera/shared/api/upload'
import type { Event } from '@tessera/shared/schemas/event'
import type {
  EventTicket,
  EventTicketInput,
  EventTicketUpdateInput,
} from '@tessera/shared/schemas/event-ticket'
import { eventKeys } from '../../../lib/events-api'
import { addEventTicket, removeEventTicket, updateEventTicket, uploadFloorPlan } from './ticketing'

type Tickets = NonNullable<Event['tickets']>

/**
 * A ticket the API answered goes into every cached copy of its event that lists tickets (no second
 * GET); the event lists are marked stale.
 */
function changeTickets(
  client: QueryClient,
  eventId: string,
  change: (tickets: Tickets) => Tickets,
) {
  client.setQueriesData<Event>({ queryKey: eventKeys.one(eventId) }, (cached) =>
    cached?.tickets ? { ...cached, tickets: change(cached.tickets) } : cached,
  )
  return client.invalidateQueries({ queryKey: eventKeys.lists })
}

const putTicket = (
  client: QueryClient,
  eventId: string,
  ticket: Partial<EventTicket> & { id: string },
) =>
  changeTickets(client, eventId, (tickets) =>
    tickets.some((item) => item.id === ticket.id)
      ? tickets.map((item) => (item.id === ticket.id ? { ...item, ...ticket } : item))
      : [...tickets, ticket],
  )

/** Offers a ticket type on the event; the new ticket joins the cached event. */
export function useAddEventTicket(eventId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ ticketId, settings }: { ticketId: string; settings: EventTicketInput }) =>
      addEventTicket(eventId, ticketId, settings),
    onSuccess: (added) => putTicket(client, eventId, added),
  })
}

/** Saves a ticket card; the saved ticket replaces its copy in the cached event. */
export function useSaveEventTicket(eventId: string, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: EventTicketUpdateInput) => updateEventTicket(id, settings),
    onSuccess: (saved) => putTicket(client, eventId, saved),
  })
}

/** Takes a ticket off the event; it leaves the cached event. */
export function useRemoveEventTicket(eventId: string, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => removeEventTicket(id),
    onSuccess: () =>
      changeTickets(client, eventId, (tickets) => tickets.filter((item) => item.id !== id)),
  })
}

/** Uploads a reservation ticket's floor plan; its new address goes into the cached event. */
export function useUploadFloorPlan(eventId: string, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File
      onProgress: (progress: UploadProgress) => void
    }) => uploadFloorPlan(id, file, onProgress),
    onSuccess: ({ url }) => putTicket(client, eventId, { id, floor_plan_image: url }),
  })
}
