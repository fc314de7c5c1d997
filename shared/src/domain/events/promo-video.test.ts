import { describe, expect, it } from 'vitest'
import { youtubeEmbedUrl, youtubeVideoId } from './promo-video.js'

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (address, id) => {
    expect(youtubeVideoId(address)).toBe(id)
  })

  it.each([
    ['a 10-character id', 'https://youtu.be/dQw4w9WgXc'],
    ['a 12-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a character outside the id alphabet', 'https://www.youtube.com/watch?v=dQw4w9WgX!Q'],
    ['no id', 'https://www.youtube.com/watch'],
    ['another site', 'https://vimeo.com/dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.example.org/watch?v=dQw4w9WgXcQ'],
    ['a channel page', 'https://www.youtube.com/channel/dQw4w9WgXcQ'],
    ['not a URL', 'dQw4w9WgXcQ'],
    ['another scheme', 'javascript://youtu.be/dQw4w9WgXcQ'],
  ])('refuses %s', (_case, address) => {
    expect(youtubeVideoId(address)).toBeNull()
  })

  it('embeds through the privacy-enhanced player', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
  })
})
