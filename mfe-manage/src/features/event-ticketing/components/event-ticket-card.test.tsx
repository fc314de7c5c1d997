import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { upload } from '@tessera/shared/api/upload'
import { $session } from '@tessera/shared/stores/session'
import { apiError } from '../../../test/fixtures'
import { eventOf, eventTicketOf, ticketDocument } from '../test-data'
import { renderTab } from '../test-render'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)
vi.mock('@tessera/shared/api/upload', async (original) => ({
  ...(await original<object>()),
  upload: vi.fn(),
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Ticketing tab: card', () => {
  it('shows the quantity rules before saving', async () => {
    const { card } = renderTab(
      'organizer',
      eventOf({
        event_type: 'physical',
        total_capacity: 50,
        tickets: [eventTicketOf({ total_quantity: 40 })],
      }),
    )
    const quantity = within(card()).getByRole('spinbutton', { name: 'Total quantity' })
    await userEvent.clear(quantity)
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    expect(await within(card()).findByText('This value must be at least 1.')).toBeTruthy()
    await userEvent.type(quantity, '60')
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    expect(await within(card()).findByText('This value must be at most 50.')).toBeTruthy()
    expect(api.patch).not.toHaveBeenCalled()
  })

  it('hides the per-person maximum of a personalized ticket and checks the sale window', async () => {
    const { card } = renderTab('organizer')
    await userEvent.click(within(card()).getByRole('switch', { name: /^Personalized tickets/ }))
    expect(within(card()).queryByRole('spinbutton', { name: 'Maximum per person' })).toBeNull()
    const end = within(card()).getByLabelText(/^Sale ends/)
    await userEvent.clear(end)
    await userEvent.type(end, '2026-10-01T10:00')
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    expect(await within(card()).findByText('The end cannot be before the start.')).toBeTruthy()
  })

  it('shows a floor-plan upload instead of the price for a reservation ticket', async () => {
    const { card } = renderTab('organizer')
    expect(within(card()).getByRole('spinbutton', { name: /^Price/ })).toBeTruthy()
    await userEvent.click(within(card()).getByRole('switch', { name: /^Reservation ticket/ }))
    expect(within(card()).queryByRole('spinbutton', { name: /^Price/ })).toBeNull()
    expect(within(card()).queryByRole('radio', { name: /^Pass on/ })).toBeNull()
    const upload = within(card()).getByLabelText('Floor plan')
    expect(upload.getAttribute('accept')).toBe('.jpg,.jpeg,.png,.pdf')
    expect(upload).toHaveProperty('disabled', true)
    cleanup()
    const saved = renderTab(
      'organizer',
      eventOf({ tickets: [eventTicketOf({ is_reservation: true })] }),
    )
    expect(within(saved.card()).getByLabelText('Floor plan')).toHaveProperty('disabled', false)
  })

  it('uploads the floor plan of a saved reservation ticket into the cached event', async () => {
    const url = 'http://localhost/uploads/event-tickets/31/plan.pdf'
    vi.mocked(upload).mockResolvedValueOnce({ meta: { url, path: 'uploads/plan.pdf' } })
    const { card, cachedTickets, onEventChanged } = renderTab(
      'organizer',
      eventOf({ tickets: [eventTicketOf({ is_reservation: true })] }),
    )
    const plan = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })
    await userEvent.upload(within(card()).getByLabelText('Floor plan'), plan)
    const link = await within(card()).findByRole('link', { name: 'Open the floor plan' })
    expect(link.getAttribute('href')).toBe(url)
    expect(vi.mocked(upload).mock.calls[0]![0]).toBe('uploads/event-tickets/31/floor-plan')
    expect(cachedTickets()?.[0]?.floor_plan_image).toBe(url)
    expect(onEventChanged).not.toHaveBeenCalled()
  })

  it('saves only its own fields and shows a server field error beside its field', async () => {
    vi.mocked(api.patch)
      .mockRejectedValueOnce(apiError(422, 'too_big', 'total_quantity'))
      .mockResolvedValueOnce(
        ticketDocument(eventTicketOf({ price: 30, updated_at: '2026-11-02T09:00:00.000+02:00' })),
      )
    const { card, onEventChanged, cachedTickets } = renderTab('organizer')
    const price = within(card()).getByRole('spinbutton', { name: /^Price/ })
    await userEvent.clear(price)
    await userEvent.type(price, '30')
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    expect(await within(card()).findByText('detail of too_big')).toBeTruthy()
    expect(
      within(card())
        .getByRole('spinbutton', { name: 'Total quantity' })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(api.patch).toHaveBeenCalledWith('event-tickets/31', {
      data: {
        type: 'event-tickets',
        id: '31',
        attributes: {
          price: 30,
          absorb_service_fee: 0,
          is_reservation: false,
          max_quantity_per_person: null,
          personalized_ticket: false,
          phone_number_enabled: false,
          special_requirements_required: false,
          total_quantity: 100,
          sale_range: ['2026-11-01 09:00:00', '2026-12-10 21:00:00'],
          custom_description: null,
          attendance_type: null,
        },
      },
    })
    expect(cachedTickets()?.[0]?.price).toBe(25)
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Ticket settings saved'),
    )
    // The answered ticket is the cached event's copy: nothing is fetched again.
    expect(cachedTickets()?.[0]).toMatchObject({ id: '31', price: 30 })
    expect(onEventChanged).not.toHaveBeenCalled()
    expect(price).toHaveProperty('value', '30')
  })

  it('asks each attendee for dietary or special requirements when the organizer ticks it', async () => {
    vi.mocked(api.patch).mockResolvedValueOnce(
      ticketDocument(eventTicketOf({ special_requirements_required: true })),
    )
    const { card, cachedTickets } = renderTab('organizer')
    const name = 'Ask each attendee for dietary or special requirements'
    const ask = within(card()).getByRole('switch', { name })
    expect(ask).toHaveProperty('checked', false)
    await userEvent.click(ask)
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    await waitFor(() => expect(api.patch).toHaveBeenCalledOnce())
    const body = vi.mocked(api.patch).mock.calls[0]![1] as {
      data: { attributes: Record<string, unknown> }
    }
    expect(body.data.attributes.special_requirements_required).toBe(true)
    await waitFor(() => expect(cachedTickets()?.[0]?.special_requirements_required).toBe(true))
    cleanup()
    const saved = renderTab(
      'organizer',
      eventOf({ tickets: [eventTicketOf({ special_requirements_required: true })] }),
    )
    expect(within(saved.card()).getByRole('switch', { name })).toHaveProperty('checked', true)
  })

  it('shows a refused sale window beside its end and keeps the values typed', async () => {
    vi.mocked(api.patch).mockRejectedValueOnce(apiError(422, 'invalid_date', 'sale_range'))
    const { card, cachedTickets } = renderTab('organizer')
    const end = within(card()).getByLabelText(/^Sale ends/)
    await userEvent.clear(end)
    await userEvent.type(end, '2026-12-11T10:00')
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    expect(await within(card()).findByText('detail of invalid_date')).toBeTruthy()
    expect(end.getAttribute('aria-invalid')).toBe('true')
    expect(end).toHaveProperty('value', '2026-12-11T10:00')
    expect(cachedTickets()?.[0]?.end_sale_at).toBe('2026-12-10T21:00:00.000+02:00')
  })

  it('cannot remove a ticket with sold units, removes one without', async () => {
    vi.mocked(api.delete).mockResolvedValue(null)
    const event = eventOf({
      tickets: [
        eventTicketOf(),
        eventTicketOf({ id: '32', name: 'VIP', sold_quantity: 3, ticket: { id: '8' } }),
      ],
    })
    const { onEventChanged, cachedTickets } = renderTab('organizer', event)
    const vip = screen.getByRole('article', { name: 'VIP' })
    expect(within(vip).getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true)
    expect(within(vip).getByText('Sold: 3 of 100')).toBeTruthy()
    await userEvent.click(
      within(screen.getByRole('article', { name: 'General admission' })).getByRole('button', {
        name: 'Remove',
      }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'General admission' })).toBeNull(),
    )
    expect(api.delete).toHaveBeenCalledWith('event-tickets/31')
    expect(cachedTickets()?.map((ticket) => ticket.id)).toEqual(['32'])
    expect(onEventChanged).not.toHaveBeenCalled()
  })
})
