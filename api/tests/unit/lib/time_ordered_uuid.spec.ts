import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { validate, version } from 'uuid'
import { timeOrderedUuid } from '#lib/time_ordered_uuid'

test.group('timeOrderedUuid', () => {
  test('UUIDv7s, all different across refills of the random pool', ({ assert }) => {
    const ids = Array.from({ length: 1000 }, () => timeOrderedUuid())
    for (const id of ids) {
      assert.isTrue(validate(id), id)
      assert.equal(version(id), 7)
    }
    assert.equal(new Set(ids).size, ids.length)
  })

  test('a later millisecond sorts after an earlier one', async ({ assert }) => {
    const before = timeOrderedUuid()
    await sleep(2)
    const after = timeOrderedUuid()
    assert.isBelow(before.localeCompare(after), 0)
    const stamp = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)
    assert.approximately(stamp(after), Date.now(), 1000)
  })
})
