import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import type { UploadProgress } from '@tessera/shared/api/upload'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import {
  eventTicket,
  type EventTicket,
  type EventTicketInput,
  type EventTicketUpdateInput,
} from '@tessera/shared/schemas/event-ticket'
import { ticket, type Ticket, type TicketInput } from '@tessera/shared/schemas/ticket'
import { getAllPages } from '@tessera/shared/api/resource'
import { uploadStoredFile } from '../../../lib/stored-file'

/** The organizer's ticket types, by name, every page (docs/API.md "Tickets and event tickets"). */
export const listTicketTypes = (signal?: AbortSignal): Promise<Ticket[]> =>
  getAllPages('tickets', ticket, 'sort=name', signal)

export const ticketTypesQueryOptions = () =>
  queryOptions({ queryKey: ['tickets', 'types'], queryFn: ({ signal }) => listTicketTypes(signal) })

/** The organizer's ticket types to choose from. */
export const useTicketTypes = () => useQuery(ticketTypesQueryOptions())

/** A new ticket type: name and description, both required. */
export async function createTicketType(attributes: TicketInput): Promise<Ticket> {
  return parseOne(await api.post('tickets', { data: { type: 'tickets', attributes } }), ticket)
}

export function useCreateTicketType() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createTicketType,
    onSuccess: () => client.invalidateQueries({ queryKey: ticketTypesQueryOptions().queryKey }),
  })
}

/** Offers a ticket type on an event with its first settings. */
export async function addEventTicket(
  eventId: string,
  ticketId: string,
  attributes: EventTicketInput,
): Promise<EventTicket> {
  const relationships = {
    event: { data: { type: 'events', id: eventId } },
    ticket: { data: { type: 'tickets', id: ticketId } },
  }
  return parseOne(
    await api.post('event-tickets', { data: { type: 'event-tickets', attributes, relationships } }),
    eventTicket,
  )
}

/** Saves the settings of one ticket card. */
export async function updateEventTicket(
  id: string,
  attributes: EventTicketUpdateInput,
): Promise<EventTicket> {
  const body = { data: { type: 'event-tickets', id, attributes } }
  return parseOne(await api.patch(`event-tickets/${encodeURIComponent(id)}`, body), eventTicket)
}

/** Takes a ticket off its event (refused once units are sold: 409 `has_associated_items`). */
export async function removeEventTicket(id: string): Promise<void> {
  await api.delete(`event-tickets/${encodeURIComponent(id)}`)
}

/** The floor plan of a reservation ticket (an image or a pdf up to 50 MB); answers its URL. */
export const uploadFloorPlan = (
  id: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) =>
  uploadStoredFile(
    `uploads/event-tickets/${encodeURIComponent(id)}/floor-plan`,
    file,
    onProgress,
    signal,
  )
