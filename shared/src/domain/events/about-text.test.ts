import { describe, expect, it } from 'vitest'
import { aboutCollapsed, aboutPreview } from './about-text.js'

describe('aboutCollapsed', () => {
  it.each([
    ['both short', 'a'.repeat(1000), 'b'.repeat(1000), false],
    ['a description of 1001 characters', 'a'.repeat(1001), null, true],
    ['an additional description of 1001 characters', null, 'b'.repeat(1001), true],
    ['nothing', null, null, false],
  ])('%s → %s', (_case, description, additional, collapsed) => {
    expect(aboutCollapsed(description, additional)).toBe(collapsed)
  })
})

describe('aboutPreview', () => {
  it('keeps 140 characters and adds an ellipsis', () => {
    expect(aboutPreview(`${'a'.repeat(140)}b`)).toBe(`${'a'.repeat(140)}…`)
  })

  it('keeps a text of 140 characters whole', () => {
    expect(aboutPreview('a'.repeat(140))).toBe('a'.repeat(140))
  })
})
