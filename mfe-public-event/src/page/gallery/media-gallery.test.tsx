import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { MediaGallery } from './media-gallery'

const reducedMotion = vi.fn(() => false)
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion(),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  reducedMotion.mockReturnValue(false)
})

const shown = () => screen.getByText(/^Image \d of 3$/).textContent

describe('Media gallery', () => {
  it('advances every 4000 ms and pauses while hovered', () => {
    renderWithI18n(<MediaGallery event={fullPublicEvent} />)
    expect(shown()).toBe('Image 1 of 3')
    act(() => vi.advanceTimersByTime(3999))
    expect(shown()).toBe('Image 1 of 3')
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe('Image 2 of 3')
    fireEvent.mouseEnter(
      screen.getByRole('button', { name: 'Open image 2 of 3 in full size' }).parentElement!,
    )
    act(() => vi.advanceTimersByTime(8000))
    expect(shown()).toBe('Image 2 of 3')
  })

  it('stays still for a visitor who prefers reduced motion', () => {
    reducedMotion.mockReturnValue(true)
    renderWithI18n(<MediaGallery event={fullPublicEvent} />)
    act(() => vi.advanceTimersByTime(8000))
    expect(shown()).toBe('Image 1 of 3')
  })

  it('opens the lightbox; arrow keys and swipes move, Escape closes and gives focus back', () => {
    renderWithI18n(<MediaGallery event={fullPublicEvent} />)
    const slide = screen.getByRole('button', { name: 'Open image 1 of 3 in full size' })
    slide.focus()
    fireEvent.click(slide)
    const dialog = screen.getByRole('dialog', { name: 'Image 1 of 3' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(
      '/files/events/12/gallery-2.webp',
    )
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeTruthy()
    const image = within(dialog).getByRole('img')
    fireEvent.pointerDown(image, { clientX: 300 })
    fireEvent.pointerUp(image, { clientX: 100 })
    expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(slide)
  })

  it('keeps Tab inside the lightbox', () => {
    renderWithI18n(<MediaGallery event={fullPublicEvent} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 3 in full size' }))
    const dialog = screen.getByRole('dialog')
    const next = within(dialog).getByRole('button', { name: 'Next image' })
    next.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
  })
})
