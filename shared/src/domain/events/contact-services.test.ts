import { describe, expect, it } from 'vitest'
import { contactHref } from './contact-services.js'

describe('contactHref', () => {
  it.each([
    ['https://studio.example.org', 'https://studio.example.org'],
    [' http://x.example/a ', 'http://x.example/a'],
    ['athensdesignweek', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (content, href) => {
    expect(contactHref(content)).toBe(href)
  })
})
