// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { TOAST_LIMIT, TOAST_TIMEOUT_MS, Toaster, toast } from './toast.js'
import { renderWithI18n } from './test-utils.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const shown = () =>
  Array.from(document.querySelectorAll('.ts-toast__message')).map((item) => item.textContent)

describe('Toaster', () => {
  it('keeps at most three toasts, newest first, in a polite live region', () => {
    renderWithI18n(<Toaster />)
    act(() => ['One', 'Two', 'Three', 'Four'].forEach((message) => toast(message)))
    expect(TOAST_LIMIT).toBe(3)
    expect(shown()).toEqual(['Four', 'Three', 'Two'])
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toContain('Four')
  })

  it('closes a toast with its Dismiss button', () => {
    renderWithI18n(<Toaster />)
    act(() => toast('Tag added'))
    act(() => toast('Venue added'))
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!)
    expect(shown()).toEqual(['Tag added'])
  })

  it('waits while the pointer is over the stack, then counts the time that was left', () => {
    vi.useFakeTimers()
    renderWithI18n(<Toaster />)
    act(() => toast('Tag added'))
    act(() => vi.advanceTimersByTime(3000))
    const stack = document.querySelector('.ts-toaster')!
    fireEvent.pointerEnter(stack)
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 3))
    expect(shown()).toEqual(['Tag added'])
    fireEvent.pointerLeave(stack)
    act(() => vi.advanceTimersByTime(1999))
    expect(shown()).toEqual(['Tag added'])
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toEqual([])
  })

  it('waits while focus is inside the stack', () => {
    vi.useFakeTimers()
    renderWithI18n(<Toaster />)
    act(() => toast('Could not save', 'danger'))
    const close = screen.getByRole('button', { name: 'Dismiss' })
    act(() => close.focus())
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2))
    expect(screen.getByRole('alert').textContent).toContain('Could not save')
    act(() => close.blur())
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS))
    expect(shown()).toEqual([])
  })
})
