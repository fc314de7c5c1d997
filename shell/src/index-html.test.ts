import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const page = new DOMParser().parseFromString(
  readFileSync(join(import.meta.dirname, '../index.html'), 'utf8'),
  'text/html',
)

describe('the shell page', () => {
  it('has a favicon whose data: URL holds only URL characters, an SVG once decoded', () => {
    const icon = page.querySelector('link[rel="icon"]')?.getAttribute('href') ?? ''
    // The W3C checker refuses a raw space (or <, >, ", #) in an href: only URL code points here.
    expect(icon).toMatch(/^data:image\/svg\+xml,[\w\-.~:/?@!$&'()*+,;=%]+$/)
    expect(decodeURIComponent(icon.slice(icon.indexOf(',') + 1))).toMatch(
      /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' [^>]*>.*<\/svg>$/,
    )
  })
})
