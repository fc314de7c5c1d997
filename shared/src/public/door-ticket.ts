import type { AttendanceType, EventType } from '../domain/events/constants.js'
import { dataDocument, type DataDocument, type ResourceObject } from '../jsonapi/document.js'

/**
 * One ticket as the door sees it (`GET /public/tickets/{code}`, the page its QR code opens): the
 * holder's name, the ticket, how many it admits and how many are in, and the event. Never the
 * holder's e-mail or phone. Only tickets of completed orders are found.
 */
export type DoorTicket = {
  id: string
  code: string
  name: string
  ticket_name: string
  quantity: number
  checked_in_qty: number
  attendance_type: AttendanceType | null
  event: {
    id: string
    hash_code: string
    name: string
    /** ISO 8601 UTC; shown in `timezone`. */
    start_at: string
    end_at: string
    timezone: string
    event_type: EventType
    /** The first venue's name and address; null for a virtual event or one without a venue. */
    venue: string | null
  }
}

/** The `attendees` resource of one ticket, with its event as an attribute. */
export function doorTicketDocument(ticket: DoorTicket): DataDocument {
  const { id, ...attributes } = ticket
  return dataDocument({ type: 'attendees', id, attributes })
}

/** The ticket back from a document `doorTicketDocument` made. */
export function readDoorTicket(document: DataDocument): DoorTicket {
  const data = document.data as ResourceObject
  return { id: data.id, ...(data.attributes as Omit<DoorTicket, 'id'>) }
}
