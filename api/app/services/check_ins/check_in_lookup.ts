import { decideTicketCode } from '@tessera/shared/domain/check-in/check-in-decision'
import { parseTicketCode } from '@tessera/shared/domain/tickets/ticket-code'
import type { CheckInTicket } from '@tessera/shared/schemas/check-in'
import ApiError from '#exceptions/api_error'
import { readDirectly } from '#lib/direct_reads'
import { routeId } from '#lib/validation'
import type { CheckInCaller } from './check_in_caller.js'
import { assertUserScans } from './check_in_events.js'
import { bundleEntryOf, ENTRY_COLUMNS, type EntryRow } from './check_in_rows.js'

/** One statement: the signed attendee the code names, its ticket, order, event owner and key. */
const LOOKUP_SQL = `select ${ENTRY_COLUMNS}, a.event_id, a.email, e.user_id as owner_id,
    k.public_key
  from attendees a
  join order_lines l on l.id = a.order_line_id
  join orders o on o.id = a.order_id
  join events e on e.id = a.event_id
  left join event_keys k on k.event_id = a.event_id
  where a.id = ? and a.event_id = ? and a.code is not null`

type LookupRow = EntryRow & {
  event_id: number
  email: string
  owner_id: number
  public_key: string | null
}

function assertReaches(caller: CheckInCaller, row: LookupRow): void {
  if (caller.kind === 'door_link') {
    if (caller.link.eventId !== Number(row.event_id)) throw ApiError.notFound()
  } else {
    assertUserScans(caller.user, Number(row.owner_id))
  }
}

/**
 * `GET /check-in/{code}`: the ticket a scanned code names, decided by the door's own rule
 * (`decideTicketCode`: shape, event, signature, code hash). A code that is no ticket of an event
 * the caller reaches is not found; a cancelled or fully checked-in one is answered with its
 * `refusal`. The e-mail only for the organizer.
 */
export async function lookUpTicket(caller: CheckInCaller, code: string): Promise<CheckInTicket> {
  const parsed = code.length <= 255 ? parseTicketCode(code) : null
  if (!parsed) throw ApiError.notFound()
  const [row] = (await readDirectly((select) =>
    select(LOOKUP_SQL, [routeId(parsed.attendeeId), routeId(parsed.eventId)]),
  )) as LookupRow[]
  if (!row || row.public_key === null) throw ApiError.notFound()
  assertReaches(caller, row)
  const entry = bundleEntryOf(row)
  const decision = await decideTicketCode({
    code,
    eventId: String(row.event_id),
    publicKey: row.public_key,
    entryFor: (id) => (id === entry.id ? entry : null),
  })
  const refusal = decision.ok ? null : decision.reason
  if (refusal !== null && refusal !== 'cancelled' && refusal !== 'already_checked_in') {
    throw ApiError.notFound()
  }
  return {
    id: entry.id,
    event_id: String(row.event_id),
    code,
    name: entry.name,
    email: caller.kind === 'user' ? row.email : null,
    ticket_name: entry.ticket_name,
    quantity: entry.quantity,
    checked_in_qty: entry.checked_in_qty,
    remaining: decision.remaining,
    status: entry.status,
    payment_state: entry.payment_state,
    refusal,
  }
}
