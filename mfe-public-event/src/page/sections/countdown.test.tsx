import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { Countdown } from './countdown'

beforeEach(() => vi.useFakeTimers({ now: new Date('2027-05-14T06:59:58.000Z') }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Countdown', () => {
  it('starts from the server time, then ticks from the clock every 100 ms', () => {
    renderWithI18n(<Countdown event={fullPublicEvent} now="2027-05-10T12:00:00.000Z" />)
    expect(screen.getByRole('timer').textContent).toBe('Starts in 3 d 19:00:00')
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('timer').textContent).toBe('Starts in 0 d 00:00:01')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('timer').textContent).toBe('Starts in 0 d 00:00:00')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('Happening now')).toBeTruthy()
  })

  it('says the event has ended after its end', () => {
    renderWithI18n(<Countdown event={fullPublicEvent} now="2027-05-17T00:00:00.000Z" />)
    expect(screen.getByText('This event has ended.')).toBeTruthy()
  })
})
