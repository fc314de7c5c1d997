import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { ShareActions } from './share-actions'

const link = `${window.location.origin}/event/k3Jd9Qx2`

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

afterEach(() => {
  cleanup()
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('Copy link and share', () => {
  it('copies the public link and says so in the "Copied - Public Event Link" dialog', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    stubClipboard(writeText)
    renderWithI18n(<ShareActions event={fullPublicEvent} />)
    const copy = screen.getByRole('button', { name: 'Copy link' })
    copy.focus()
    fireEvent.click(copy)
    const dialog = await screen.findByRole('dialog', { name: 'Copied - Public Event Link' })
    expect(writeText).toHaveBeenCalledWith(link)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByRole('link', { name: link })).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(copy)
  })

  it('says "Cannot copy" with the link when the browser refuses', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')))
    renderWithI18n(<ShareActions event={fullPublicEvent} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cannot copy' })
    expect(within(dialog).getByRole('link', { name: link })).toBeTruthy()
  })

  it('shares on the six networks with the share text and the link', () => {
    renderWithI18n(<ShareActions event={fullPublicEvent} />)
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    const dialog = screen.getByRole('dialog', { name: 'Share this event' })
    const links = within(dialog).getAllByRole('link')
    expect(links.map((item) => item.textContent)).toEqual([
      'Twitter',
      'Facebook',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
      'Email',
    ])
    const twitter = new URL(links[0]!.getAttribute('href')!)
    expect(twitter.searchParams.get('url')).toBe(link)
    expect(twitter.searchParams.get('text')).toBe(`${fullPublicEvent.description} #Tessera`)
    expect(links[5]!.getAttribute('href')).toMatch(
      /^mailto:\?subject=Athens%20Design%20Week%202027&body=/,
    )
  })
})
