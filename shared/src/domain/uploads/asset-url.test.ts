import { describe, expect, it } from 'vitest'
import { assetUrl } from './asset-url.js'

describe('assetUrl (paths not starting with http or https get the asset host)', () => {
  it.each([
    [
      'uploads/events/1/hero/a.jpg',
      'https://cdn.example.com',
      'https://cdn.example.com/uploads/events/1/hero/a.jpg',
    ],
    ['/uploads/a.png', 'https://cdn.example.com/', 'https://cdn.example.com/uploads/a.png'],
    ['uploads/a.png', 'http://localhost:3333', 'http://localhost:3333/uploads/a.png'],
    [
      'https://images.example.org/x.jpg',
      'https://cdn.example.com',
      'https://images.example.org/x.jpg',
    ],
    [
      'HTTP://images.example.org/x.jpg',
      'https://cdn.example.com',
      'HTTP://images.example.org/x.jpg',
    ],
    ['httpdocs/a.png', 'https://cdn.example.com', 'https://cdn.example.com/httpdocs/a.png'],
    [null, 'https://cdn.example.com', null],
    ['', 'https://cdn.example.com', null],
  ] as [string | null, string, string | null][])('%j with %s → %j', (path, host, url) => {
    expect(assetUrl(path, host)).toBe(url)
  })
})
