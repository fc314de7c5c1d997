import { describe, expect, it } from 'vitest'
import type { EventType } from './constants.js'
import {
  applyEventTypeEffects,
  isUnlimitedAttendance,
  needsAddress,
  showsCapacity,
  showsUnlimitedSwitch,
  showsVirtualLink,
} from './event-type.js'

describe('what each type shows', () => {
  it.each([
    ['physical', false, true, false, true],
    ['virtual', true, false, true, true],
    ['hybrid', true, true, false, true],
    ['tba', false, false, false, false],
  ] as [EventType, boolean, boolean, boolean, boolean][])(
    '%s',
    (type, link, address, unlimited, capacity) => {
      expect(showsVirtualLink(type)).toBe(link)
      expect(needsAddress(type)).toBe(address)
      expect(showsUnlimitedSwitch(type)).toBe(unlimited)
      expect(showsCapacity(type)).toBe(capacity)
    },
  )
})

describe('isUnlimitedAttendance', () => {
  it.each([
    [{ event_type: 'tba', total_capacity: 50 }, true],
    [{ event_type: 'virtual', unlimited_attendees: true, total_capacity: 50 }, true],
    [{ event_type: 'virtual', total_capacity: -1 }, true],
    [{ event_type: 'virtual', unlimited_attendees: false, total_capacity: -1 }, false],
    [{ event_type: 'virtual', total_capacity: 20 }, false],
    [{ event_type: 'physical', total_capacity: -1 }, false],
    [{ event_type: 'hybrid', unlimited_attendees: true, total_capacity: -1 }, false],
  ] as const)('%j → %s', (event, unlimited) => {
    expect(isUnlimitedAttendance(event)).toBe(unlimited)
  })
})

describe('applyEventTypeEffects', () => {
  it('physical drops the virtual link', () => {
    expect(
      applyEventTypeEffects({
        event_type: 'physical',
        virtual_link: 'https://zoom.us/j/1',
        total_capacity: 10,
      }),
    ).toEqual({
      event_type: 'physical',
      virtual_link: null,
      total_capacity: 10,
    })
  })
  it('tba sets the capacity to -1', () => {
    expect(applyEventTypeEffects({ event_type: 'tba', total_capacity: 300 }).total_capacity).toBe(
      -1,
    )
  })
  it('virtual with unlimited attendees sets the capacity to -1 and keeps the link', () => {
    const result = applyEventTypeEffects({
      event_type: 'virtual',
      unlimited_attendees: true,
      total_capacity: 30,
      virtual_link: 'https://x.test',
    })
    expect(result).toEqual({
      event_type: 'virtual',
      total_capacity: -1,
      virtual_link: 'https://x.test',
    })
  })
  it('virtual switched to limited without a capacity asks for one', () => {
    expect(
      applyEventTypeEffects({
        event_type: 'virtual',
        unlimited_attendees: false,
        total_capacity: -1,
      }).total_capacity,
    ).toBeNull()
  })
  it('virtual limited keeps its capacity; hybrid keeps link and capacity', () => {
    expect(
      applyEventTypeEffects({
        event_type: 'virtual',
        unlimited_attendees: false,
        total_capacity: 40,
      }).total_capacity,
    ).toBe(40)
    expect(
      applyEventTypeEffects({
        event_type: 'hybrid',
        total_capacity: 40,
        virtual_link: 'https://x.test',
      }),
    ).toEqual({
      event_type: 'hybrid',
      total_capacity: 40,
      virtual_link: 'https://x.test',
    })
  })
})
