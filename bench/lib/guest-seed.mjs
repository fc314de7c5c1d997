// Seeds an event's guest list straight into the API's SQLite database with set-based SQL (one
// statement per table, no API round trips): `orders` bookings of `perOrder` attendees each on the
// event's first ticket, 90 % completed (a tenth of those partly checked in), 5 % pending, 5 %
// cancelled, names spread so that name order is not insertion order.
import Database from 'better-sqlite3'

const FIRST = ['Maria', 'Nikos', 'Eleni', 'Giorgos', 'Katerina', 'Dimitris', 'Sofia', 'Yannis']
const LAST = ['Papadopoulou', 'Georgiou', 'Dimitriou', 'Ioannou', 'Alexiou', 'Nikolaou', 'Vlachou']

export function seedGuests(sqlitePath, eventId, { orders, perOrder }) {
  const db = new Database(sqlitePath)
  db.pragma('busy_timeout = 10000')
  try {
    const offer = db
      .prepare('select id from event_tickets where event_id = ? order by id')
      .get(eventId)
    const now = db.prepare('select created_at as at from events where id = ?').get(eventId).at
    const first = FIRST.map((name, i) => `select ${i} as k, '${name}' as name`).join(' union all ')
    const last = LAST.map((name, i) => `select ${i} as k, '${name}' as name`).join(' union all ')
    db.transaction(() => {
      db.prepare(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
         insert into orders (hash_code, event_id, status, buyer_name, buyer_email, locale, currency,
           total_cents, fee_cents, refunded_cents, quantity, created_at, updated_at, paid_at)
         select printf('G%09d', i), ?, case when i % 20 = 0 then 'pending'
             when i % 20 = 1 then 'cancelled' else 'completed' end,
           'Buyer ' || i, 'buyer' || i || '@guests.example', 'en', 'eur', 2500 * ?, 0, 0, ?, ?, ?,
           case when i % 20 > 1 then ? end
         from n`,
      ).run(orders, eventId, perOrder, perOrder, now, now, now)
      db.prepare(
        `insert into order_lines (order_id, event_ticket_id, ticket_name, quantity,
           unit_price_cents, fee_bearing, unit_fee_cents, final_unit_cents)
         select id, ?, 'Full pass', quantity, 2500, 1, 0, 2500 from orders where event_id = ?`,
      ).run(offer.id, eventId)
      db.prepare(
        `with recursive k(j) as (select 1 union all select j + 1 from k where j < ?),
           f as (${first}), l as (${last})
         insert into attendees (order_id, order_line_id, event_id, event_ticket_id, transaction_id,
           name, email, quantity, checked_in_qty, status, code, code_hash, created_at, updated_at)
         select o.id, ol.id, o.event_id, ol.event_ticket_id, o.hash_code || '-' || k.j,
           f.name || ' ' || l.name || ' ' || ((o.id * 7919 + k.j * 104729) % 100003),
           'guest' || o.id || '.' || k.j || '@guests.example', 1,
           case when o.status = 'completed' and o.id % 10 = 0 then 1 else 0 end,
           o.status, case when o.status = 'completed' then o.hash_code || '.' || k.j end,
           null, o.created_at, o.created_at
         from orders o join order_lines ol on ol.order_id = o.id cross join k
         join f on f.k = (o.id + k.j) % ${FIRST.length} join l on l.k = (o.id * 3 + k.j) % ${LAST.length}
         where o.event_id = ?`,
      ).run(perOrder, eventId)
    })()
    db.exec('analyze')
    return db.prepare('select count(*) as n from attendees where event_id = ?').get(eventId).n
  } finally {
    db.close()
  }
}
