import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import { utcFromDatabase } from '#lib/utc_date_time'

const luxon = (value: string) => DateTime.fromSQL(value, { zone: 'utc' })

test.group('utcFromDatabase', () => {
  test('reads every SQLite date-time as luxon fromSQL does', ({ assert }) => {
    const instants = fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(instants, fc.boolean(), (instant, withMs) => {
        const text = DateTime.fromJSDate(instant, { zone: 'utc' }).toFormat(
          withMs ? 'yyyy-MM-dd HH:mm:ss.SSS' : 'yyyy-MM-dd HH:mm:ss',
        )
        const read = utcFromDatabase(text)
        assert.equal(read.toMillis(), luxon(text).toMillis(), text)
        assert.equal(read.toISO(), luxon(text).toISO(), text)
        assert.equal(read.zoneName, 'UTC')
      }),
      { numRuns: 500 },
    )
  })

  test('other texts are left to luxon', ({ assert }) => {
    for (const text of ['2031-05-04 19:00', '2031-05-04 19:00:00.123456', '2031-05-04', 'nope']) {
      const read = utcFromDatabase(text)
      assert.equal(read.isValid, luxon(text).isValid, text)
      if (read.isValid) assert.equal(read.toISO(), luxon(text).toISO(), text)
    }
  })
})
