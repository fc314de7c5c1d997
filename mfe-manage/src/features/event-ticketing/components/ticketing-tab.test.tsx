import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { feeSplit } from '@tessera/shared/domain/fees/service-fee'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import { formatMoney } from '../lib/money'
import { eventOf, eventTicketOf, ticketDocument } from '../test-data'
import { TicketingTab } from './ticketing-tab'

vi.mock('@tessera/shared/api/management', async () => (await import('../../../test/fixtures')).apiMock())

const typesDocument = listDocument([
  { type: 'tickets', id: '7', attributes: { name: 'General admission', description: 'Standing area', created_at: '2026-11-01T09:00:00.000+00:00' } },
  { type: 'tickets', id: '8', attributes: { name: 'VIP', description: 'Front rows', created_at: '2026-11-01T09:00:00.000+00:00' } },
])

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

function renderTab(role: RoleName, event = eventOf({ tickets: [eventTicketOf()] })) {
  signInAs(role)
  vi.mocked(api.get).mockResolvedValue(typesDocument)
  const onEventChanged = vi.fn()
  renderWithI18n(
    <>
      <TicketingTab event={event} onEventChanged={onEventChanged} />
      <Toaster />
    </>,
  )
  return { onEventChanged, card: () => screen.getByRole('article', { name: 'General admission' }) }
}

const amount = (role: RoleName, bearing: number, pick: (split: ReturnType<typeof feeSplit>) => number) =>
  formatMoney(pick(feeSplit(2500, bearing, role)), 'eur', 'en')

const shown = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('Ticketing tab: fees', () => {
  it.each([
    ['organizer', { absorb: '€25.00', passOn: '€26.34', split: '€25.67' }],
    ['creator-plus', { absorb: '€25.00', passOn: '€26.69', split: '€25.84' }],
  ] as const)('shows what each party pays for a %s, by the shared fee rule', async (role, buyerPays) => {
    const { card } = renderTab(role)
    const ticket = card()
    const check = async (option: string, bearing: number, expected: string) => {
      await userEvent.click(within(ticket).getByRole('radio', { name: new RegExp(`^${option}`) }))
      expect(shown(ticket, 'Buyer pays')).toBe(expected)
      expect(shown(ticket, 'Buyer pays')).toBe(amount(role, bearing, (split) => split.buyerPaysCents))
      expect(shown(ticket, 'Service fee')).toBe(amount(role, bearing, (split) => split.feeCents))
      expect(shown(ticket, 'Fee absorbed by you')).toBe(amount(role, bearing, (split) => split.organizerAbsorbsCents))
      expect(shown(ticket, 'You receive')).toBe(amount(role, bearing, (split) => split.organizerReceivesCents))
    }
    await check('Absorb', 1, buyerPays.absorb)
    await check('Pass on', 0, buyerPays.passOn)
    await check('Split', -1, buyerPays.split)
  })

  it('recomputes the amounts as the price changes', async () => {
    const { card } = renderTab('organizer')
    const price = within(card()).getByRole('spinbutton', { name: /^Price/ })
    await userEvent.clear(price)
    await userEvent.type(price, '10')
    expect(shown(card(), 'Buyer pays')).toBe('€10.89')
  })
})

describe('Ticketing tab: plan limits', () => {
  it('greys the price for a creator (free plan)', () => {
    const { card } = renderTab('creator')
    expect(within(card()).queryByRole('spinbutton', { name: /^Price/ })).toBeNull()
    expect(within(card()).getAllByText('Available from the freemium plan.').length).toBeGreaterThan(0)
  })

  it('greys personalized tickets and phone collection for creator-plus, opens them for an organizer', () => {
    const first = renderTab('creator-plus')
    expect(within(first.card()).getByRole('spinbutton', { name: /^Price/ })).toBeTruthy()
    expect(within(first.card()).queryByRole('switch', { name: /^Personalized tickets/ })).toBeNull()
    expect(within(first.card()).queryByRole('switch', { name: 'Collect phone numbers' })).toBeNull()
    expect(within(first.card()).getAllByText('Available on the premium plan.')).toHaveLength(2)
    cleanup()
    const second = renderTab('organizer')
    expect(within(second.card()).getByRole('switch', { name: /^Personalized tickets/ })).toBeTruthy()
    expect(within(second.card()).getByRole('switch', { name: 'Collect phone numbers' })).toBeTruthy()
    expect(within(second.card()).queryByText('Available on the premium plan.')).toBeNull()
  })
})

describe('Ticketing tab: card', () => {
  it('shows the quantity rules before saving', async () => {
    const { card } = renderTab('organizer', eventOf({ event_type: 'physical', total_capacity: 50, tickets: [eventTicketOf({ total_quantity: 40 })] }))
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
    const saved = renderTab('organizer', eventOf({ tickets: [eventTicketOf({ is_reservation: true })] }))
    expect(within(saved.card()).getByLabelText('Floor plan')).toHaveProperty('disabled', false)
  })

  it('saves only its own fields and shows a server field error beside its field', async () => {
    vi.mocked(api.patch)
      .mockRejectedValueOnce(apiError(422, 'too_big', 'total_quantity'))
      .mockResolvedValueOnce(ticketDocument(eventTicketOf({ price: 30, updated_at: '2026-11-02T09:00:00.000+02:00' })))
    const { card, onEventChanged } = renderTab('organizer')
    const price = within(card()).getByRole('spinbutton', { name: /^Price/ })
    await userEvent.clear(price)
    await userEvent.type(price, '30')
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    expect(await within(card()).findByText('detail of too_big')).toBeTruthy()
    expect(within(card()).getByRole('spinbutton', { name: 'Total quantity' }).getAttribute('aria-invalid')).toBe('true')
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
          total_quantity: 100,
          sale_range: ['2026-11-01 09:00:00', '2026-12-10 21:00:00'],
          custom_description: null,
          attendance_type: null,
        },
      },
    })
    expect(onEventChanged).not.toHaveBeenCalled()
    await userEvent.click(within(card()).getByRole('button', { name: 'Save ticket' }))
    await waitFor(() => expect(onEventChanged).toHaveBeenCalledOnce())
    expect(screen.getByRole('status').textContent).toContain('Ticket settings saved')
  })

  it('cannot remove a ticket with sold units, removes one without', async () => {
    vi.mocked(api.delete).mockResolvedValue(null)
    const event = eventOf({ tickets: [eventTicketOf(), eventTicketOf({ id: '32', name: 'VIP', sold_quantity: 3, ticket: { id: '8' } })] })
    const { onEventChanged } = renderTab('organizer', event)
    const vip = screen.getByRole('article', { name: 'VIP' })
    expect(within(vip).getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true)
    expect(within(vip).getByText('Sold: 3 of 100')).toBeTruthy()
    await userEvent.click(within(screen.getByRole('article', { name: 'General admission' })).getByRole('button', { name: 'Remove' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'General admission' })).toBeNull())
    expect(api.delete).toHaveBeenCalledWith('event-tickets/31')
    expect(onEventChanged).toHaveBeenCalledOnce()
  })
})

describe('Ticketing tab: choosing tickets', () => {
  it('says when the event has no tickets, creates a ticket type and adds it', async () => {
    vi.mocked(api.post)
      .mockResolvedValueOnce({ jsonapi: { version: '1.1' }, data: { type: 'tickets', id: '9', attributes: { name: 'Students', description: 'With a student card', created_at: '2026-11-01T09:00:00.000+00:00' } } })
      .mockResolvedValueOnce(ticketDocument(eventTicketOf({ id: '40', name: 'Students', price: 0, ticket: { id: '9' } })))
    const { onEventChanged } = renderTab('organizer', eventOf({ tickets: [] }))
    expect(screen.getByText('No available tickets at the moment')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'New ticket type' }))
    const form = screen.getByRole('form', { name: 'New ticket type' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add ticket type' }))
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2)
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Students')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Description/ }), 'With a student card')
    vi.mocked(api.get).mockResolvedValue(listDocument([{ type: 'tickets', id: '9', attributes: { name: 'Students', description: 'With a student card', created_at: '2026-11-01T09:00:00.000+00:00' } }]))
    await userEvent.click(within(form).getByRole('button', { name: 'Add ticket type' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Ticket added successfully'))
    expect(api.post).toHaveBeenCalledWith('tickets', { data: { type: 'tickets', attributes: { name: 'Students', description: 'With a student card' } } })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ticket type' })).toHaveProperty('value', '9'))
    await userEvent.click(screen.getByRole('button', { name: 'Add to event' }))
    expect(await screen.findByRole('article', { name: 'Students' })).toBeTruthy()
    const [, body] = vi.mocked(api.post).mock.calls[1]!
    expect(body).toMatchObject({
      data: {
        type: 'event-tickets',
        attributes: { price: 0, absorb_service_fee: 0, total_quantity: 200 },
        relationships: { event: { data: { type: 'events', id: '12' } }, ticket: { data: { type: 'tickets', id: '9' } } },
      },
    })
    expect(onEventChanged).toHaveBeenCalledOnce()
  })
})
