import { describe, expect, it } from 'vitest'
import { brandProperties } from './brand-colors'

describe('brandProperties', () => {
  it.each([
    ['no brand colours', null, undefined],
    ['a dark primary', { primary: '#aa0000' }, { '--pe-brand-primary': '#aa0000' }],
    ['a primary too light to read on white', { primary: '#ffe066' }, undefined],
    [
      'a readable text and background',
      { text: '#102030', background: '#eef5ff' },
      { '--pe-brand-text': '#102030', '--pe-brand-background': '#eef5ff' },
    ],
    ['a background the page text cannot be read on', { background: '#202020' }, undefined],
  ])('%s', (_case, colors, properties) => {
    expect(brandProperties(colors)).toEqual(properties)
  })
})
