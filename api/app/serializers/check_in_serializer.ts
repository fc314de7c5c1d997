import { dataDocument, type DataDocument } from '@tessera/shared/jsonapi/document'
import type {
  CheckInBundle,
  CheckInCounts,
  CheckInRecord,
  CheckInTicket,
  DoorLink,
} from '@tessera/shared/schemas/check-in'

/** The door's resources (docs/API.md "Check-in"); each attribute named, nothing else sent. */
export function checkInTicketDocument(ticket: CheckInTicket): DataDocument {
  const { id, event_id, code, name, email, ticket_name, quantity, checked_in_qty } = ticket
  const { remaining, status, payment_state, refusal } = ticket
  return dataDocument({
    type: 'attendees',
    id,
    attributes: {
      event_id,
      code,
      name,
      email,
      ticket_name,
      quantity,
      checked_in_qty,
      remaining,
      status,
      payment_state,
      refusal,
    },
  })
}

export function checkInDocument(record: CheckInRecord): DataDocument {
  const { id, ...attributes } = record
  return dataDocument({ type: 'check-ins', id, attributes })
}

export function checkInBundleDocument(bundle: CheckInBundle): DataDocument {
  return dataDocument({ type: 'check-in-bundles', id: bundle.event_id, attributes: bundle })
}

export function checkInCountsDocument(eventId: number, counts: CheckInCounts): DataDocument {
  return dataDocument({ type: 'check-in-counts', id: String(eventId), attributes: counts })
}

export function doorLinkDocument(links: DoorLink | DoorLink[]): DataDocument {
  const resource = ({ id, ...attributes }: DoorLink) => ({ type: 'door-links', id, attributes })
  return dataDocument(Array.isArray(links) ? links.map(resource) : resource(links))
}
