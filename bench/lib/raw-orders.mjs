// The floor under POST /orders: the same writes as a free order of one unit, straight on the
// driver (better-sqlite3, statements prepared once, one transaction per order) on the API's own
// SQLite database — the guarded capacity and stock statements (docs/ARCHITECTURE.md "Stock"), then
// the idempotency key, the order, its line and its attendee. No HTTP, no validation, no mail, no
// signing: what the API adds on top is the ratio the benchmark reports.
import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'

const STATEMENTS = {
  capacity: `update events set booked_quantity = booked_quantity + 1
    where id = ? and (total_capacity = -1 or booked_quantity + 1 <= total_capacity)`,
  stock: `update event_tickets set sold_quantity = sold_quantity + 1
    where id = ? and (total_quantity = -1 or sold_quantity + 1 <= total_quantity)`,
  key: `insert into idempotency_keys (scope, key, request_hash, response_status, response_body,
    created_at) values ('orders', ?, ?, 201, '{}', ?)`,
  order: `insert into orders (hash_code, event_id, status, buyer_name, buyer_email, locale,
    currency, quantity, paid_at, created_at, updated_at)
    values (?, ?, 'completed', 'Raw Buyer', 'raw@example.com', 'en', 'eur', 1, ?, ?, ?)`,
  line: `insert into order_lines (order_id, event_ticket_id, ticket_name, quantity,
    unit_price_cents, fee_bearing, unit_fee_cents, final_unit_cents)
    values (?, ?, 'Raw', 1, 0, 0, 0, 0)`,
  attendee: `insert into attendees (order_id, order_line_id, event_id, event_ticket_id,
    transaction_id, name, email, quantity, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, 'Raw Buyer', 'raw@example.com', 1, 'completed', ?, ?)`,
}

/** Books one unit of `eventTicketId` on `eventId` in a loop for `seconds`; answers orders per second. */
export function rawOrdersPerSecond(sqlitePath, { eventId, eventTicketId }, seconds) {
  const db = new Database(sqlitePath)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('busy_timeout = 5000')
    const run = Object.fromEntries(
      Object.entries(STATEMENTS).map(([name, sql]) => [name, db.prepare(sql)]),
    )
    const book = db.transaction(() => {
      const now = new Date().toISOString().replace('T', ' ').slice(0, 19)
      if (run.capacity.run(eventId).changes !== 1) throw new Error('capacity reached')
      if (run.stock.run(eventTicketId).changes !== 1) throw new Error('sold out')
      const id = randomUUID()
      run.key.run(id, id.replace(/-/g, '').padEnd(64, '0'), now)
      const order = run.order.run(id.slice(0, 16), eventId, now, now, now).lastInsertRowid
      const line = run.line.run(order, eventTicketId).lastInsertRowid
      run.attendee.run(order, line, eventId, eventTicketId, id, now, now)
    })
    const started = performance.now()
    let orders = 0
    while (performance.now() - started < seconds * 1000) {
      book()
      orders++
    }
    return Math.round(orders / ((performance.now() - started) / 1000))
  } finally {
    db.close()
  }
}
