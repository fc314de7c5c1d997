import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import {
  booking,
  bookingDocument,
  eventDocument,
  openModal,
  orderKeys,
  ticket,
} from '../test-support'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('the booking modal’s steps', () => {
  it('shows the spec’s message when the event has no tickets', async () => {
    const { dialog } = await openModal(eventDocument([]))
    expect(await dialog.findByText('No available tickets at the moment')).toBeTruthy()
  })

  it('never mixes free and paid: choosing one kind stops the other’s stepper', async () => {
    const { dialog, user } = await openModal(
      eventDocument([ticket('31'), ticket('33', { name: 'Paid', price: 20, final_price: 21.09 })]),
    )
    expect(dialog.getByText('€21.09')).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'More Ticket 31' }))
    expect(dialog.getByRole('button', { name: 'More Paid' })).toHaveProperty('disabled', true)
    expect(dialog.getByText('Free and paid tickets are booked separately.')).toBeTruthy()
  })

  it('puts the rules’ errors beside the fields, one block per unit, focus on the first', async () => {
    const named = ticket('31', {
      name: 'Named',
      personalized_ticket: true,
      phone_number_enabled: true,
      special_requirements_required: true,
    })
    const { dialog, user, root } = await openModal(eventDocument([named]), [], {
      'prefill-name': 'Maria',
      'prefill-email': 'maria@example.com',
    })
    const more = dialog.getByRole('button', { name: 'More Named' })
    await user.click(more)
    await user.click(more)
    await user.click(dialog.getByRole('button', { name: 'Next' }))
    await dialog.findByRole('group', { name: 'Named: attendee 2' })
    await user.click(dialog.getByRole('button', { name: 'Next' }))
    const names = dialog.getAllByLabelText('Name *')
    expect(names).toHaveLength(3)
    await waitFor(() => expect(root.activeElement).toBe(names[1]))
    // Name, e-mail, phone and special requirements of each of the two attendees.
    expect(dialog.getAllByText('This field is required.')).toHaveLength(8)
    const phone = dialog.getAllByLabelText('Phone number *')[0]!
    await user.type(phone, '0412 345')
    expect(phone.getAttribute('aria-describedby')).toBeTruthy()
    expect(dialog.getByText('Please provide a valid phone number')).toBeTruthy()
    await user.type(phone, ' 678')
    expect(dialog.queryByText('Please provide a valid phone number')).toBeNull()
  })

  it('keeps the attempt’s Idempotency-Key for a retry after a network failure, a new one after Back', async () => {
    const { dialog, user, fetch, heard } = await openModal(
      eventDocument([ticket('31')]),
      [
        new TypeError('Failed to fetch'),
        new TypeError('Failed to fetch'),
        [201, bookingDocument(booking())],
      ],
      { 'prefill-name': 'Maria', 'prefill-email': 'maria@example.com' },
    )
    await user.click(dialog.getByRole('button', { name: 'More Ticket 31' }))
    await user.click(dialog.getByRole('button', { name: 'Next' }))
    await user.click(dialog.getByRole('button', { name: 'Next' }))
    await user.click(await dialog.findByRole('button', { name: 'Book' }))
    expect(await dialog.findByText('Oops, something went wrong with this action!')).toBeTruthy()
    expect(heard.find((e) => e.type === 'error')?.detail).toEqual({
      code: 'network_error',
      message: '',
    })
    await user.click(dialog.getByRole('button', { name: 'Book' }))
    await waitFor(() => expect(orderKeys(fetch)).toHaveLength(2))
    await user.click(dialog.getByRole('button', { name: 'Back' }))
    await user.click(dialog.getByRole('button', { name: 'Next' }))
    await user.click(await dialog.findByRole('button', { name: 'Book' }))
    expect(await dialog.findByText('BK7Q2M')).toBeTruthy()
    const [first, retry, afterBack] = orderKeys(fetch)
    expect(retry).toBe(first)
    expect(afterBack).not.toBe(first)
  })

  it('closes on Escape and gives the focus back to the book button', async () => {
    const { dialog, root, button, heard } = await openModal(eventDocument([ticket('31')]))
    expect(dialog.getByText('Ticket 31')).toBeTruthy()
    root.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(root.querySelector('dialog')).toBeNull())
    expect(root.activeElement).toBe(button)
    expect(heard.at(-1)).toEqual({ type: 'close', detail: { completed: false } })
  })
})
