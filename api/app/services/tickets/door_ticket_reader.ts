import type { AttendanceType, EventType } from '@tessera/shared/domain/events/constants'
import { parseTicketCode } from '@tessera/shared/domain/tickets/ticket-code'
import type { DoorTicket } from '@tessera/shared/public/door-ticket'
import { venueLine } from '@tessera/shared/public/venue-line'
import { readDirectly, type Row } from '#lib/direct_reads'
import { rowId } from '#lib/validation'
import { instantOf } from '#services/public/public_event_rows'

/** The columns of a door ticket, over `DOOR_TICKET_JOINS` (`a` the attendee). */
export const DOOR_TICKET_COLUMNS = `a.id, a.code, a.name, a.quantity, a.checked_in_qty,
    a.attendance_type, l.ticket_name, e.id as event_id, e.hash_code as event_hash_code,
    e.name as event_name, e.start_at, e.end_at, e.timezone, e.event_type,
    v.name as venue_name, v.address_name, v.postal_code, v.city, v.country`

/** The attendee's line (ticket name), event and the event's first venue (as its calendar file). */
export const DOOR_TICKET_JOINS = `join order_lines l on l.id = a.order_line_id
  join events e on e.id = a.event_id
  left join venues v on v.id = (select min(x.venue_id) from event_venues x where x.event_id = e.id)`

/**
 * Where an attendee is found by its code: a code names its attendee's id (`parseTicketCode`), so
 * the primary key finds the row and the whole code must match. That makes codes unique without an
 * index of their own (docs/DECISIONS.md "Ticket codes are found by the attendee id they carry").
 */
const BY_CODE = `a.id = ? and a.code = ? and a.status = 'completed'`

/** One statement: the attendee of a completed order by its code. */
const TICKET_SQL = `select ${DOOR_TICKET_COLUMNS} from attendees a ${DOOR_TICKET_JOINS}
  where ${BY_CODE}`

/** The bindings of `BY_CODE`, or null when `code` cannot be any ticket's. */
function byCode(code: string): [number, string] | null {
  const parsed = parseTicketCode(code)
  const id = parsed && rowId(parsed.attendeeId)
  return id ? [id, code] : null
}

type TicketRow = {
  id: number
  code: string
  name: string
  quantity: number
  checked_in_qty: number
  attendance_type: AttendanceType | null
  ticket_name: string
  event_id: number
  event_hash_code: string
  event_name: string
  start_at: unknown
  end_at: unknown
  timezone: string
  event_type: EventType
  venue_name: string | null
  address_name: string
  postal_code: string | null
  city: string | null
  country: string | null
}

function venueOf(row: TicketRow): string | null {
  if (row.event_type === 'virtual' || row.venue_name === null) return null
  return venueLine({ ...row, name: row.venue_name })
}

/** A ticket as the door sees it (`GET /public/tickets/{code}`); null when unknown or cancelled. */
export async function findDoorTicket(code: string): Promise<DoorTicket | null> {
  const bindings = byCode(code)
  if (!bindings) return null
  const [row] = await readDirectly((select) => select(TICKET_SQL, bindings))
  return row ? doorTicketOf(row) : null
}

/** A row of `DOOR_TICKET_COLUMNS` as the ticket. */
export function doorTicketOf(found: Row): DoorTicket {
  const row = found as TicketRow
  return {
    id: String(row.id),
    code: row.code,
    name: row.name,
    ticket_name: row.ticket_name,
    quantity: Number(row.quantity),
    checked_in_qty: Number(row.checked_in_qty),
    attendance_type: row.attendance_type,
    event: {
      id: String(row.event_id),
      hash_code: row.event_hash_code,
      name: row.event_name,
      start_at: instantOf(row.start_at).toISOString(),
      end_at: instantOf(row.end_at).toISOString(),
      timezone: row.timezone,
      event_type: row.event_type,
      venue: venueOf(row),
    },
  }
}

/** Whether a completed order's ticket has this code (the QR image is only drawn for one). */
export async function isDoorTicketCode(code: string): Promise<boolean> {
  const bindings = byCode(code)
  if (!bindings) return false
  const rows = await readDirectly((select) =>
    select(`select 1 as found from attendees a where ${BY_CODE}`, bindings),
  )
  return rows.length > 0
}
