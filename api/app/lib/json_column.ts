/**
 * Options for `@column` holding JSON. PostgreSQL's driver would turn a JS array into an array
 * literal, and SQLite returns text, so values are written as JSON text and parsed when read.
 */
export const jsonColumn = {
  prepare(value: unknown) {
    return value === null || value === undefined ? null : JSON.stringify(value)
  },
  consume(value: unknown) {
    return typeof value === 'string' ? JSON.parse(value) : (value ?? null)
  },
}

/** SQLite returns booleans as 0/1. */
export const booleanColumn = { consume: (value: unknown) => Boolean(value) }
