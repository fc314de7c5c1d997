import { DateTime } from 'luxon'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'

/** SQLite's text date-times, `YYYY-MM-DD HH:mm:ss[.SSS]`, which `Date.parse` reads exactly. */
const SQL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?$/

/**
 * A UTC date-time read from the database. The common SQLite text is parsed by `Date.parse`, about
 * ten times cheaper than luxon's `fromSQL` (every row of a read has several); anything else by
 * luxon. Both give the same instant in UTC.
 */
export function utcFromDatabase(value: string): DateTime {
  if (!SQL_DATE_TIME.test(value)) return DateTime.fromSQL(value, { zone: 'utc' })
  return DateTime.fromMillis(Date.parse(`${value.replace(' ', 'T')}Z`), { zone: 'utc' })
}

/**
 * Options for `@column.dateTime` that store instants in UTC on every driver. SQLite keeps
 * date-times as text without an offset, so a value in another zone (an event's local time) would
 * be written as that zone's wall time; this converts to UTC first and reads the text back as UTC.
 */
export const utcDateTime = {
  prepare(value: unknown, _attribute: string, row: LucidRow) {
    if (!DateTime.isDateTime(value)) return value
    const model = row.constructor as LucidModel
    return value.toUTC().toFormat(model.query(row.$options).client.dialect.dateTimeFormat)
  },
  consume(value: unknown) {
    if (typeof value === 'string') return utcFromDatabase(value)
    if (value instanceof Date) return DateTime.fromJSDate(value, { zone: 'utc' })
    return value
  },
}

/**
 * An instant as a query value on the connection's driver (SQLite compares the text it stores, so
 * a value must be UTC in the same format).
 */
export function sqlInstant(
  client: { dialect: { dateTimeFormat: string } },
  instant: Date | DateTime,
): string {
  const at = DateTime.isDateTime(instant) ? instant : DateTime.fromJSDate(instant)
  return at.toUTC().toFormat(client.dialect.dateTimeFormat)
}
