import { describe, expect, it } from 'vitest'
import { EVENT_NAME_MAX_LENGTH } from './constants.js'
import { copyName } from './copy-name.js'

const english = (name: string) => `${name} (copy)`
const greek = (name: string) => `${name} (αντίγραφο)`

describe('copyName', () => {
  it.each([
    ['Jazz night', english, 'Jazz night (copy)'],
    ['Βραδιά τζαζ', greek, 'Βραδιά τζαζ (αντίγραφο)'],
    ['Jazz night (copy)', english, 'Jazz night (copy) (copy)'],
  ])('marks %s as a copy', (name, mark, expected) => {
    expect(copyName(name, mark)).toBe(expected)
  })

  it('keeps a name that just fits whole, and cuts a longer one to the limit', () => {
    const fits = 'a'.repeat(EVENT_NAME_MAX_LENGTH - ' (copy)'.length)
    expect(copyName(fits, english)).toBe(`${fits} (copy)`)
    const long = copyName('b'.repeat(EVENT_NAME_MAX_LENGTH), english)
    expect(long).toHaveLength(EVENT_NAME_MAX_LENGTH)
    expect(long.endsWith('b (copy)')).toBe(true)
  })

  it('never splits a character in two and drops the space left at the cut', () => {
    const emoji = '🎷'.repeat(200)
    const copy = copyName(emoji, english)
    expect(copy.length).toBeLessThanOrEqual(EVENT_NAME_MAX_LENGTH)
    expect(copy).toBe(`${'🎷'.repeat(124)} (copy)`)
    expect(copyName(`${'c'.repeat(247)} word`, english, 255)).toBe(`${'c'.repeat(247)} (copy)`)
  })
})
