import { pipeline, Readable } from 'node:stream'
import logger from '@adonisjs/core/services/logger'
import type { I18n } from '@lingui/core'
import { stringify } from 'csv-stringify'
import { guestExportHeader, guestExportRow } from '@tessera/shared/exports/guest-list'
import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import type { ListQuery } from '#lib/list_query'
import type User from '#models/user'
import { guestOf } from '#serializers/guest_serializer'
import { GUEST_COLUMNS, ownedEvent } from '#services/guests/guest_list'
import { guestWhere, ORDERS_JOIN } from '#services/guests/guest_list_query'

/** Rows read per statement: memory stays flat whatever the event's size. */
const CHUNK = 1000

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[]

/**
 * The attendees matching the list's filters by name, a chunk at a time: each statement continues
 * after the last row of the one before (name, then id: the index of migration 0520), so no
 * statement skips rows with OFFSET and none holds a cursor open between chunks.
 */
async function* guestRows(eventId: number, list: ListQuery) {
  const where = guestWhere(list)
  let after: { name: string; id: number } | null = null
  for (;;) {
    const keyset = after ? ' and (a.name > ? or (a.name = ? and a.id > ?))' : ''
    const result = await db.rawQuery(
      `select ${GUEST_COLUMNS}
        from attendees a ${ORDERS_JOIN} join order_lines l on l.id = a.order_line_id
        where a.event_id = ?${where.sql}${keyset}
        order by a.name asc, a.id asc limit ${CHUNK}`,
      [eventId, ...where.bindings, ...(after ? [after.name, after.name, after.id] : [])],
    )
    const rows = rowsOf(result)
    for (const row of rows) yield row
    if (rows.length < CHUNK) return
    const last = rows.at(-1)!
    after = { name: String(last.name), id: Number(last.id) }
  }
}

/**
 * `GET /events/{id}/attendees.csv` (issue 11 item 5): the guest list as CSV, streamed: UTF-8 with
 * a BOM (Excel), headers in the requester's language, and every cell that a spreadsheet would
 * run as a formula (starting with = + - @ tab or CR) prefixed with `'` (csv-stringify's
 * `escape_formulas`). Another organizer's event → 404 before anything is sent.
 */
export async function guestExport(
  user: User,
  eventId: number,
  list: ListQuery,
  i18n: I18n,
): Promise<Readable> {
  const owned = ownedEvent(user, eventId)
  const found = rowsOf(
    await db.rawQuery(`select e.id from events e where ${owned.sql}`, owned.bindings),
  )
  if (!found.length) throw ApiError.notFound()
  const records = Readable.from(
    (async function* () {
      yield guestExportHeader(i18n)
      for await (const row of guestRows(eventId, list)) yield guestExportRow(guestOf(row), i18n)
    })(),
  )
  const csv = stringify({ bom: true, escape_formulas: true })
  pipeline(records, csv, (error) => {
    if (error) logger.error({ err: error, eventId }, 'guest list export failed')
  })
  return csv
}
