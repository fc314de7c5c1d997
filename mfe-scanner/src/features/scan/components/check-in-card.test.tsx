import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { CheckInCard, type CardAttendee } from './check-in-card'

afterEach(cleanup)

const party: CardAttendee = {
  name: 'Eleni Pappa',
  ticket_name: 'Standard',
  payment_state: 'paid',
  quantity: 3,
  checked_in_qty: 1,
}

function renderCard(attendee: CardAttendee, completed = false) {
  const onCheckIn = vi.fn()
  renderWithI18n(
    <CheckInCard attendee={attendee} onCheckIn={onCheckIn} busy={false} completed={completed} />,
  )
  return onCheckIn
}

const stepper = () =>
  screen.getByRole('spinbutton', { name: 'People to check in' }) as HTMLInputElement

describe('the check-in card', () => {
  it('shows ticket, attendee and payment, and steps from 0 to the places left', async () => {
    const onCheckIn = renderCard(party)
    expect(screen.getByText('Standard')).toBeTruthy()
    expect(screen.getByText('Eleni Pappa')).toBeTruthy()
    expect(screen.getByText('paid (online payment)')).toBeTruthy()
    expect(screen.getByText('1 of 3')).toBeTruthy()
    expect(stepper().value).toBe('1')
    const more = screen.getByRole('button', { name: 'One more' })
    await userEvent.click(more)
    expect(stepper().value).toBe('2')
    expect((more as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'One fewer' }))
    await userEvent.click(screen.getByRole('button', { name: 'One fewer' }))
    expect(stepper().value).toBe('0')
    expect((screen.getByRole('button', { name: 'One fewer' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((screen.getByRole('button', { name: 'Check in' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await userEvent.clear(stepper())
    await userEvent.type(stepper(), '9')
    expect(stepper().value).toBe('2')
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }))
    expect(onCheckIn).toHaveBeenCalledWith(2)
  })

  it('disables Check in when the ticket is fully checked in, and says pending payment', () => {
    renderCard({ ...party, payment_state: 'pending', checked_in_qty: 3 })
    expect(screen.getByText('pending payment')).toBeTruthy()
    expect(screen.getByText('Fully checked in')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Check in' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(stepper().max).toBe('0')
  })

  it('keeps the stepper within the places left when the count grows after a check-in', async () => {
    const props = { onCheckIn: vi.fn(), busy: false, completed: false }
    const { rerender } = renderWithI18n(<CheckInCard attendee={party} {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'One more' }))
    expect(stepper().value).toBe('2')
    rerender(<CheckInCard attendee={{ ...party, checked_in_qty: 2 }} {...props} completed />)
    expect(stepper().value).toBe('1')
    expect(stepper().max).toBe('1')
  })

  it('says checked-in completed after the check-in', () => {
    renderCard({ ...party, checked_in_qty: 3 }, true)
    expect(screen.getByRole('status').textContent).toBe('Checked-in completed')
  })
})
