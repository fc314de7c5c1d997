import { describe, expect, it } from 'vitest'
import { shareAddress, shareText } from './share-text.js'

describe('shareText', () => {
  it('cuts a description past 140 characters and adds an ellipsis and the default hashtag', () => {
    const description = `${'a'.repeat(139)}bc and more`
    expect(shareText({ name: 'X', description })).toBe(`${'a'.repeat(139)}b… #Tessera`)
  })

  it.each([
    ['exactly 140 characters', 'd'.repeat(140), `${'d'.repeat(140)} #Tessera`],
    ['a short description', 'Talks.', 'Talks. #Tessera'],
    ['no description: the name', null, 'Design week #Tessera'],
    ['a blank description: the name', '   ', 'Design week #Tessera'],
  ])('%s', (_case, description, text) => {
    expect(shareText({ name: 'Design week', description })).toBe(text)
  })

  it('counts characters, not UTF-16 units (Greek, emoji)', () => {
    const description = `${'🎉'.repeat(140)}ω`
    expect(shareText({ name: 'X', description })).toBe(`${'🎉'.repeat(140)}… #Tessera`)
  })
})

describe('shareAddress', () => {
  const share = {
    url: 'https://t.example/event/k3?x=1',
    text: 'Talks & more #Tessera',
    subject: 'ADW',
  }
  const url = encodeURIComponent(share.url)
  const text = encodeURIComponent(share.text)

  it.each([
    ['twitter', `https://twitter.com/intent/tweet?text=${text}&url=${url}`],
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ['whatsapp', `https://wa.me/?text=${encodeURIComponent(`${share.text} ${share.url}`)}`],
    ['telegram', `https://t.me/share/url?url=${url}&text=${text}`],
    ['email', `mailto:?subject=ADW&body=${encodeURIComponent(`${share.text}\n\n${share.url}`)}`],
  ] as const)('%s', (network, address) => {
    expect(shareAddress(network, share)).toBe(address)
  })
})
