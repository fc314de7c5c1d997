import { describe, expect, it } from 'vitest'
import { contrastRatio, readableTextOn } from './readable-color.js'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBe(1)
  })
})

describe('readableTextOn', () => {
  it.each([
    ['a dark green', '#0b6e4f', '#ffffff'],
    ['a light yellow', '#ffe066', '#111111'],
    ['white', '#ffffff', '#111111'],
    ['a mid grey neither reaches 4.5:1 on', '#797979', null],
    ['not a hex colour', 'red', null],
  ])('%s', (_case, background, text) => {
    expect(readableTextOn(background)).toBe(text)
  })
})
