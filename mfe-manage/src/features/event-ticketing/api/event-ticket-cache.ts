import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { UploadProgress } from '@tessera/shared/api/upload'
import type { Event } from '@tessera/shared/schemas/event'
import type {
  EventTicket,
  EventTicketInput,
  EventTicketUpdateInput,
} from '@tessera/shared/schemas/event-ticket'
import { changeCachedEvent } from '../../../lib/events-api'
import { addEventTicket, removeEventTicket, updateEventTicket, uploadFloorPlan } from './ticketing'

type Tickets = NonNullable<Event['tickets']>

/** The tickets of every cached copy of the event that lists them change as `change` says. */
const changeTickets = (
  client: QueryClient,
  eventId: string,
  change: (tickets: Tickets) => Tickets,
) =>
  changeCachedEvent(client, eventId, (event) =>
    event.tickets ? { ...event, tickets: change(event.tickets) } : event,
  )

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
