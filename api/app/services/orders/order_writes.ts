import type { DirectStatements } from '#lib/direct_statements'
import type { AttendeeRow, LineRow } from '#services/orders/order_rows'
import type { Signed } from '#services/tickets/ticket_codes'

/** The order row `insertOrder` writes. */
export type NewOrder = {
  hashCode: string
  eventId: number
  status: 'pending' | 'completed'
  buyerName: string
  buyerEmail: string
  locale: string
  currency: string
  totalCents: number
  feeCents: number
  quantity: number
  clientAddress: string | null
  expiresAt: Date | null
  paidAt: Date | null
  at: Date
}

/** Rows per multi-row insert: well under SQLite's limit of bound values per statement. */
const CHUNK = 200

const placeholders = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ')

/** Inserts rows in as few statements as possible; answers their ids in the order given. */
async function insertMany(
  sql: DirectStatements,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const inserted = await sql.all(
      `insert into ${table} (${columns.join(', ')}) values ${placeholders(chunk.length, columns.length)} returning id`,
      chunk.flat(),
    )
    // One statement takes its ids in the order of its VALUES (ascending on both databases), so
    // sorting gives each row its own id whatever order RETURNING lists them in.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b))
  }
  return ids
}

export async function insertOrder(sql: DirectStatements, order: NewOrder): Promise<number> {
  const [row] = await sql.all(
    `insert into orders (hash_code, event_id, status, buyer_name, buyer_email, locale, currency,
      total_cents, fee_cents, refunded_cents, quantity, client_address, expires_at, paid_at,
      created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?) returning id`,
    [
      order.hashCode,
      order.eventId,
      order.status,
      order.buyerName,
      order.buyerEmail,
      order.locale,
      order.currency,
      order.totalCents,
      order.feeCents,
      order.quantity,
      order.clientAddress,
      order.expiresAt,
      order.paidAt,
      order.at,
      order.at,
    ],
  )
  return Number(row!.id)
}

/**
 * The order's lines (one statement), then its attendees (one statement per 200); their ids.
 * `signed`: the attendees' ids and codes, one per attendee in order, taken and signed before the
 * insert (a free order, `signNewTickets`), so that each row is written once.
 */
export async function insertLinesAndAttendees(
  sql: DirectStatements,
  order: { id: number; eventId: number; status: string; at: Date },
  lines: LineRow[],
  attendees: AttendeeRow[],
  signed?: Signed[],
): Promise<{ lineIds: number[]; attendeeIds: number[] }> {
  const lineIds = await insertMany(
    sql,
    'order_lines',
    [
      'order_id',
      'event_ticket_id',
      'ticket_name',
      'quantity',
      'unit_price_cents',
      'fee_bearing',
      'unit_fee_cents',
      'final_unit_cents',
    ],
    lines.map((line) => [
      order.id,
      line.event_ticket_id,
      line.ticket_name,
      line.quantity,
      line.unit_price_cents,
      line.fee_bearing,
      line.unit_fee_cents,
      line.final_unit_cents,
    ]),
  )
  const attendeeIds = await insertMany(
    sql,
    'attendees',
    [
      'order_id',
      'order_line_id',
      'event_id',
      'event_ticket_id',
      'transaction_id',
      'name',
      'email',
      'phone_number',
      'special_requirements',
      'attendance_type',
      'quantity',
      'checked_in_qty',
      'status',
      'created_at',
      'updated_at',
      ...(signed ? ['id', 'code', 'code_hash'] : []),
    ],
    attendees.map((attendee, index) => [
      order.id,
      lineIds[attendee.line],
      order.eventId,
      attendee.event_ticket_id,
      attendee.transaction_id,
      attendee.name,
      attendee.email,
      attendee.phone_number,
      attendee.special_requirements,
      attendee.attendance_type,
      attendee.quantity,
      0,
      order.status,
      order.at,
      order.at,
      ...(signed ? [signed[index]!.id, signed[index]!.code, signed[index]!.codeHash] : []),
    ]),
  )
  return { lineIds, attendeeIds }
}
