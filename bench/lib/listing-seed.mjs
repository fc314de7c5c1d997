// Fills an organizer's public lists straight in the API's SQLite database: their events (seeded
// through the API with `seedEvents`) published and shown on the collection and the calendar, then
// copied, a week later each time, with their tags and venue, until there are `count`. One
// transaction; the organizer-revision triggers run as for any write.
import { randomBytes, randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'

const WEEK_MS = 7 * 86_400_000

/** SQLite's UTC text `YYYY-MM-DD HH:mm:ss`, moved by `ms`. */
const moved = (text, ms) =>
  new Date(Date.parse(`${text.replace(' ', 'T')}Z`) + ms)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')

export function seedListedEvents(sqlitePath, userId, count) {
  const db = new Database(sqlitePath)
  db.pragma('busy_timeout = 10000')
  try {
    db.transaction(() => {
      db.prepare(
        `update events set status = 'public', show_on_collection = 1, show_on_calendar = 1
          where user_id = ?`,
      ).run(userId)
      const originals = db.prepare('select * from events where user_id = ? order by id').all(userId)
      const columns = Object.keys(originals[0]).filter((column) => column !== 'id')
      const insert = db.prepare(
        `insert into events (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      )
      const tags = db.prepare(
        'insert into event_tags (event_id, tag_id) select ?, tag_id from event_tags where event_id = ?',
      )
      const venues = db.prepare(
        `insert into event_venues (event_id, venue_id)
          select ?, venue_id from event_venues where event_id = ?`,
      )
      for (let made = originals.length, week = 1; made < count; week++) {
        for (const event of originals.slice(0, count - made)) {
          const { lastInsertRowid } = insert.run({
            ...Object.fromEntries(columns.map((column) => [column, event[column]])),
            uuid: randomUUID(),
            hash_code: randomBytes(8).toString('base64url').slice(0, 10),
            start_at: moved(event.start_at, week * WEEK_MS),
            end_at: moved(event.end_at, week * WEEK_MS),
          })
          tags.run(lastInsertRowid, event.id)
          venues.run(lastInsertRowid, event.id)
          made++
        }
      }
    })()
    return db.prepare('select count(*) as n from events where user_id = ?').get(userId).n
  } finally {
    db.close()
  }
}
