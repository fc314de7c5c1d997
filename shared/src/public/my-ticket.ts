import {
  dataDocument,
  type DataDocument,
  type PageMeta,
  type ResourceObject,
} from '../jsonapi/document.js'
import type { DoorTicket } from './door-ticket.js'

/**
 * One of the signed-in user's tickets (`GET /me/tickets`, issue 11 item 7): the ticket as its
 * public page shows it, with the page its QR code opens (`ticket_url`), the QR image (`qr_url`),
 * the event's public page (`event_url`) and calendar file (`calendar_url`), all absolute. The
 * event's two are null while it is not published (private or draft since the booking): both would
 * answer not found.
 */
export type MyTicket = DoorTicket & {
  ticket_url: string
  qr_url: string
  event_url: string | null
  calendar_url: string | null
}

/**
 * `meta` of the list: the page, and whether the account's address is verified. An unverified
 * account's list is always empty (`email_verified: false`): registering with someone else's
 * address reveals nothing.
 */
export type MyTicketsMeta = { page: PageMeta; email_verified: boolean }

export function myTicketsDocument(tickets: MyTicket[], meta: MyTicketsMeta): DataDocument {
  return dataDocument(
    tickets.map(({ id, ...attributes }) => ({ type: 'attendees', id, attributes })),
    { meta },
  )
}

/** The tickets and meta back from a document `myTicketsDocument` made. */
export function readMyTickets(document: DataDocument): {
  tickets: MyTicket[]
  meta: MyTicketsMeta
} {
  const data = document.data as ResourceObject[]
  return {
    tickets: data.map((item) => ({ id: item.id, ...(item.attributes as Omit<MyTicket, 'id'>) })),
    meta: document.meta as MyTicketsMeta,
  }
}
