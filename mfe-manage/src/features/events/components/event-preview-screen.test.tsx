import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import {
  categoryResource,
  eventDocument,
  eventResource,
  tagResource,
} from '../../../test/event-fixtures'
import { ROUTES } from '@tessera/shared/routing/routes'
import { publicSide } from '../../../lib/public-link'
import EventPreviewScreen from './event-preview-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const offer = (id: string, name: string, attributes: Record<string, unknown>) => ({
  type: 'event-tickets',
  id,
  attributes: {
    name,
    description: `${name} entry`,
    price: 0,
    final_price: 0,
    sale_state: 'on_sale',
    custom_description: null,
    ...attributes,
  },
})

const jazzNight = eventResource(
  '5',
  {
    name: 'Athens Jazz Night',
    hash_code: 'AbC123',
    start_at: '2031-05-04T19:30:00.000+03:00',
    end_at: '2031-05-06T01:00:00.000+03:00',
    additional_description: '<p>Three nights of <strong>jazz</strong>.</p>',
    virtual_link: 'https://us02web.zoom.us/j/123',
  },
  {
    category: { data: { type: 'categories', id: '2' } },
    tags: { data: [{ type: 'tags', id: '3' }] },
    tickets: {
      data: [
        { type: 'event-tickets', id: '31' },
        { type: 'event-tickets', id: '32' },
      ],
    },
  },
)
const included = [
  categoryResource('2', 'Concerts'),
  tagResource('3', 'music'),
  offer('31', 'Standing', { price: 12.5, final_price: 13.25 }),
  offer('32', 'Early bird', { sale_state: 'sold_out' }),
]
const writeText = vi.fn()

beforeEach(() => {
  signInAs('organizer')
  vi.mocked(api.get).mockResolvedValue(eventDocument(jazzNight, included))
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  writeText.mockResolvedValue(undefined)
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = async () => {
  renderWithI18n(<EventPreviewScreen params={{ id: '5' }} />)
  return screen.findByRole('heading', { level: 1, name: 'Athens Jazz Night' })
}

describe('Event preview', () => {
  it('shows the event as its organizer sees it', async () => {
    await renderScreen()
    expect(decodeURIComponent(String(vi.mocked(api.get).mock.calls[0]![0]))).toBe(
      'events/5?include=category,tags,tickets,venues,user',
    )
    expect(screen.getByText('Sun, 04 May 31, 19:30 – Tue, 06 May 31, 01:00')).toBeTruthy()
    expect(screen.getByText('(+2 days)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zoom' }).getAttribute('href')).toBe(
      'https://us02web.zoom.us/j/123',
    )
    expect(screen.getByText('jazz').tagName).toBe('STRONG')
    expect(screen.getByText('Concerts')).toBeTruthy()
    expect(screen.getByText('music')).toBeTruthy()
    expect(screen.getByText('€13.25')).toBeTruthy()
    expect(screen.getByText('Ticket is sold out')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/manage/events/edit-item/5',
    )
    const status = screen.getByText('Status: Private').closest<HTMLElement>('[role="alert"]')!
    expect(within(status).getByText(/Only public events are visible to visitors/)).toBeTruthy()
  })

  it('offers the public link (the API serves the page) but no embed snippet while the widget script is not served', async () => {
    await renderScreen()
    expect(ROUTES.publicEvent.served).toBe(true)
    expect(screen.getByRole('button', { name: 'Copy public link' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Embed' })).toBeNull()
  })

  describe('once the public page and the widget are served', () => {
    beforeEach(() => {
      vi.spyOn(publicSide, 'page').mockReturnValue(true)
      publicSide.widget = true
    })
    afterEach(() => {
      vi.mocked(publicSide.page).mockRestore()
      publicSide.widget = false
    })

    it('copies the public link and says so in a dialog', async () => {
      await renderScreen()
      await userEvent.click(screen.getByRole('button', { name: 'Copy public link' }))
      const link = `${window.location.origin}/event/AbC123`
      expect(writeText).toHaveBeenCalledWith(link)
      const dialog = await screen.findByRole('dialog', { name: 'Copied - Public Event Link' })
      expect(within(dialog).getByRole('link', { name: link })).toBeTruthy()
    })

    it('alerts "Cannot copy" when the clipboard refuses', async () => {
      writeText.mockRejectedValue(new Error('denied'))
      const alert = vi.fn()
      Object.defineProperty(window, 'alert', { value: alert, configurable: true })
      await renderScreen()
      await userEvent.click(screen.getByRole('button', { name: 'Copy public link' }))
      await waitFor(() => expect(alert).toHaveBeenCalledWith('Cannot copy'))
      expect(screen.queryByRole('dialog', { name: 'Copied - Public Event Link' })).toBeNull()
    })

    it('gives the embed snippet of the booking widget, read-only, with a copy button', async () => {
      await renderScreen()
      await userEvent.click(screen.getByRole('button', { name: 'Embed' }))
      const dialog = screen.getByRole('dialog', { name: 'Embed the booking widget' })
      const code = within(dialog).getByRole('textbox', { name: 'Embed code' })
      const snippet = `<script type="module" src="${window.location.origin}/widget/tessera-booking.js"></script>\n<tessera-booking event="AbC123"></tessera-booking>`
      expect(code).toHaveProperty('value', snippet)
      expect(code).toHaveProperty('readOnly', true)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Copy code' }))
      expect(writeText).toHaveBeenCalledWith(snippet)
      expect(within(dialog).getByRole('status').textContent).toBe('Copied to the clipboard.')
    })
  })

  it('says an event that is not there cannot be found', async () => {
    vi.mocked(api.get).mockRejectedValue(apiError(404, 'not_found'))
    renderWithI18n(<EventPreviewScreen params={{ id: '404' }} />)
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
