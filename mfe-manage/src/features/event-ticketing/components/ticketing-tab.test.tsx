import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { feeSplit } from '@tessera/shared/domain/fees/service-fee'
import { $session } from '@tessera/shared/stores/session'
import { listDocument, signInAs } from '../../../test/fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { formatMoney } from '../../../lib/money'
import { eventOf, eventTicketOf, ticketDocument } from '../test-data'
import { renderTab, typesDocument } from '../test-render'
import { TicketingTab } from './ticketing-tab'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const amount = (
  role: RoleName,
  bearing: number,
  pick: (split: ReturnType<typeof feeSplit>) => number,
) => formatMoney(pick(feeSplit(2500, bearing, role)), 'eur', 'en')

const shown = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('Ticketing tab: fees', () => {
  it.each([
    ['organizer', { absorb: '€25.00', passOn: '€26.34', split: '€25.67' }],
    ['creator-plus', { absorb: '€25.00', passOn: '€26.69', split: '€25.84' }],
  ] as const)(
    'shows what each party pays for a %s, by the shared fee rule',
    async (role, buyerPays) => {
      const { card } = renderTab(role)
      const ticket = card()
      const check = async (option: string, bearing: number, expected: string) => {
        await userEvent.click(within(ticket).getByRole('radio', { name: new RegExp(`^${option}`) }))
        expect(shown(ticket, 'Buyer pays')).toBe(expected)
        expect(shown(ticket, 'Buyer pays')).toBe(
          amount(role, bearing, (split) => split.buyerPaysCents),
        )
        expect(shown(ticket, 'Service fee')).toBe(amount(role, bearing, (split) => split.feeCents))
        expect(shown(ticket, 'Fee absorbed by you')).toBe(
          amount(role, bearing, (split) => split.organizerAbsorbsCents),
        )
        expect(shown(ticket, 'You receive')).toBe(
          amount(role, bearing, (split) => split.organizerReceivesCents),
        )
      }
      await check('Absorb', 1, buyerPays.absorb)
      await check('Pass on', 0, buyerPays.passOn)
      await check('Split', -1, buyerPays.split)
    },
  )

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
    expect(within(card()).getAllByText('Available from the freemium plan.').length).toBeGreaterThan(
      0,
    )
  })

  it('greys personalized tickets and phone collection for creator-plus, opens them for an organizer', () => {
    const first = renderTab('creator-plus')
    expect(within(first.card()).getByRole('spinbutton', { name: /^Price/ })).toBeTruthy()
    expect(within(first.card()).queryByRole('switch', { name: /^Personalized tickets/ })).toBeNull()
    expect(within(first.card()).queryByRole('switch', { name: 'Collect phone numbers' })).toBeNull()
    expect(within(first.card()).getAllByText('Available on the premium plan.')).toHaveLength(2)
    cleanup()
    const second = renderTab('organizer')
    expect(
      within(second.card()).getByRole('switch', { name: /^Personalized tickets/ }),
    ).toBeTruthy()
    expect(
      within(second.card()).getByRole('switch', { name: 'Collect phone numbers' }),
    ).toBeTruthy()
    expect(within(second.card()).queryByText('Available on the premium plan.')).toBeNull()
  })
})

describe("Ticketing tab: the organizer's plan, whoever edits", () => {
  it("an admin editing a free organizer's event sees the organizer's limits and fees", () => {
    const { card } = renderTab(
      'admin',
      eventOf({ organizer_role: 'creator', tickets: [eventTicketOf()] }),
    )
    expect(within(card()).queryByRole('spinbutton', { name: /^Price/ })).toBeNull()
    expect(within(card()).queryByRole('switch', { name: 'Collect phone numbers' })).toBeNull()
  })

  it("a moderator editing an organizer's event sees them open", () => {
    const { card } = renderTab(
      'moderator',
      eventOf({ organizer_role: 'organizer', tickets: [eventTicketOf()] }),
    )
    expect(within(card()).getByRole('spinbutton', { name: /^Price/ })).toBeTruthy()
    expect(within(card()).getByRole('switch', { name: 'Collect phone numbers' })).toBeTruthy()
  })
})

describe('Ticketing tab: reloaded event', () => {
  it('takes a newer copy of a ticket into an untouched card and keeps unsaved edits in another', async () => {
    signInAs('organizer')
    vi.mocked(api.get).mockResolvedValue(typesDocument)
    const vip = eventTicketOf({ id: '32', name: 'VIP', price: 80, ticket: { id: '8' } })
    const tab = (tickets: ReturnType<typeof eventTicketOf>[]) => (
      <TicketingTab event={eventOf({ tickets })} />
    )
    const { rerender } = renderWithI18n(tab([eventTicketOf(), vip]))
    const price = (name: string) =>
      within(screen.getByRole('article', { name })).getByRole('spinbutton', { name: /^Price/ })
    await userEvent.clear(price('VIP'))
    await userEvent.type(price('VIP'), '95')
    const newer = '2026-11-03T09:00:00.000+02:00'
    rerender(
      tab([
        eventTicketOf({ price: 27, sold_quantity: 4, updated_at: newer }),
        { ...vip, sold_quantity: 2, updated_at: newer },
      ]),
    )
    expect(price('General admission')).toHaveProperty('value', '27')
    expect(
      within(screen.getByRole('article', { name: 'General admission' })).getByText(
        'Sold: 4 of 100',
      ),
    ).toBeTruthy()
    expect(price('VIP')).toHaveProperty('value', '95')
    expect(
      within(screen.getByRole('article', { name: 'VIP' })).getByText('Sold: 2 of 100'),
    ).toBeTruthy()
  })
})

describe('Ticketing tab: choosing tickets', () => {
  it('says when the event has no tickets, creates a ticket type and adds it', async () => {
    vi.mocked(api.post)
      .mockResolvedValueOnce({
        jsonapi: { version: '1.1' },
        data: {
          type: 'tickets',
          id: '9',
          attributes: {
            name: 'Students',
            description: 'With a student card',
            created_at: '2026-11-01T09:00:00.000+00:00',
          },
        },
      })
      .mockResolvedValueOnce(
        ticketDocument(
          eventTicketOf({ id: '40', name: 'Students', price: 0, ticket: { id: '9' } }),
        ),
      )
    const { onEventChanged, cachedTickets } = renderTab('organizer', eventOf({ tickets: [] }))
    expect(screen.getByText('No available tickets at the moment')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'New ticket type' }))
    const form = screen.getByRole('form', { name: 'New ticket type' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add ticket type' }))
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2)
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Students')
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Description/ }),
      'With a student card',
    )
    vi.mocked(api.get).mockResolvedValue(
      listDocument([
        {
          type: 'tickets',
          id: '9',
          attributes: {
            name: 'Students',
            description: 'With a student card',
            created_at: '2026-11-01T09:00:00.000+00:00',
          },
        },
      ]),
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Add ticket type' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Ticket added successfully'),
    )
    expect(api.post).toHaveBeenCalledWith('tickets', {
      data: {
        type: 'tickets',
        attributes: { name: 'Students', description: 'With a student card' },
      },
    })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Ticket type' })).toHaveProperty('value', '9'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add to event' }))
    expect(await screen.findByRole('article', { name: 'Students' })).toBeTruthy()
    const [, body] = vi.mocked(api.post).mock.calls[1]!
    expect(body).toMatchObject({
      data: {
        type: 'event-tickets',
        attributes: { price: 0, absorb_service_fee: 0, total_quantity: 200 },
        relationships: {
          event: { data: { type: 'events', id: '12' } },
          ticket: { data: { type: 'tickets', id: '9' } },
        },
      },
    })
    expect(cachedTickets()?.map((ticket) => ticket.id)).toEqual(['40'])
    expect(onEventChanged).not.toHaveBeenCalled()
  })
})
