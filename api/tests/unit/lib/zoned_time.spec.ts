import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import { zonedIso } from '#lib/zoned_time'

const luxon = (instant: DateTime, zone: string) => instant.setZone(zone).toISO()
const ZONES = Intl.supportedValuesOf('timeZone')

test.group('zonedIso', () => {
  test('answers what luxon answers, in every zone Intl knows', ({ assert }) => {
    const instants = fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (date, zone) => {
        const instant = DateTime.fromJSDate(date, { zone: 'utc' })
        assert.equal(zonedIso(instant, zone), luxon(instant, zone), `${date.toISOString()} ${zone}`)
      }),
      { numRuns: 1500 },
    )
  })

  test('every zone through a year of summer and winter time', ({ assert }) => {
    for (const zone of ZONES) {
      for (let day = 0; day < 366; day += 13) {
        const instant = DateTime.fromMillis(Date.UTC(2026, 0, 1) + day * 86_400_000 + 3_599_999, {
          zone: 'utc',
        })
        assert.equal(zonedIso(instant, zone), luxon(instant, zone), `${instant.toISO()} ${zone}`)
      }
    }
  })

  test('fixed offsets, unknown zones and far years are luxon’s own answers', ({ assert }) => {
    const instant = DateTime.fromISO('2031-05-04T16:00:00.005Z', { zone: 'utc' })
    assert.equal(zonedIso(instant, 'UTC'), '2031-05-04T16:00:00.005Z')
    assert.equal(zonedIso(instant, 'Europe/Athens'), '2031-05-04T19:00:00.005+03:00')
    assert.equal(zonedIso(instant, 'Asia/Kathmandu'), '2031-05-04T21:45:00.005+05:45')
    assert.equal(zonedIso(instant, 'America/St_Johns'), '2031-05-04T13:30:00.005-02:30')
    for (const zone of ['utc', 'GMT', 'UTC+3', 'Etc/GMT+3', 'Nowhere/Atlantis'])
      assert.equal(zonedIso(instant, zone), luxon(instant, zone), zone)
    const old = DateTime.fromISO('1850-01-01T00:00:00Z', { zone: 'utc' })
    assert.equal(zonedIso(old, 'Europe/Athens'), luxon(old, 'Europe/Athens'))
  })
})
