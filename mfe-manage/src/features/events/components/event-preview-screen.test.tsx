import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import { publicEventDocument } from '@tessera/shared/public/public-event'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { eventDocument, eventResource } from '../../../test/event-fixtures'
import EventPreviewScreen from './event-preview-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)
// The remote's modules themselves, as Module Federation serves them to the preview.
vi.mock('../../../lib/public-page-remote', async () => ({
  loadPublicPage: async () => ({
    PublicEventPage: (await import('../../../../../mfe-public-event/src/page/public-event-page'))
      .PublicEventPage,
    pageI18n: (await import('../../../../../mfe-public-event/src/page-i18n')).pageI18n,
  }),
}))

const jazzNight = eventResource('5', { name: 'Athens Jazz Night', hash_code: 'AbC123' })
const publicView = { ...fullPublicEvent, id: '5', hash_code: 'AbC123', name: 'Athens Jazz Night' }
const answers: Record<string, unknown> = {
  'events/5': eventDocument(jazzNight, []),
  'events/5/public-view': publicEventDocument(publicView),
  config: {
    meta: {
      // APP_URL, not the address this page was opened on (docs/DECISIONS.md "One canonical origin").
      app_url: 'https://tickets.example.org',
      maps: {
        tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
        tile_attribution: 'Tiles',
        geocoder_url: 'https://geo.test',
        default_zoom: 14,
      },
    },
  },
}
const writeText = vi.fn()

beforeEach(() => {
  signInAs('organizer')
  answers['events/5'] = eventDocument(jazzNight, [])
  vi.mocked(api.get).mockImplementation(async (url) => answers[String(url)])
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
  return screen.findByRole('link', { name: 'Edit' })
}

describe('Event preview', () => {
  it('shows the public page itself from the preview document, under a banner', async () => {
    await renderScreen()
    const urls = vi.mocked(api.get).mock.calls.map(([url]) => String(url))
    expect(urls).toEqual(expect.arrayContaining(['events/5', 'events/5/public-view']))
    // The first render imports the page's modules (about 1.1 s on a busy machine): wait longer.
    const page = await screen.findByRole('region', { name: 'About this event' }, { timeout: 5000 })
    expect(within(page).getByText('main hall').tagName).toBe('STRONG')
    expect(screen.getByRole('region', { name: 'Agenda' })).toBeTruthy()
    // One h1 (the screen's); the page's own title is an h2 under it.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: 'Athens Jazz Night' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/manage/events/edit-item/5',
    )
    const banner = screen.getByText('Status: Private').closest<HTMLElement>('[role="alert"]')!
    expect(
      within(banner).getByText(/below is this event's public page as visitors see it/),
    ).toBeTruthy()
    expect(within(banner).getByText(/they cannot see this page yet/)).toBeTruthy()
  })

  it('says visitors can open the page of a public event and book on it', async () => {
    answers['events/5'] = eventDocument(
      eventResource('5', { ...jazzNight.attributes, status: 'public' }),
      [],
    )
    await renderScreen()
    const banner = screen.getByText('Status: Public').closest<HTMLElement>('[role="status"]')!
    expect(
      within(banner).getByText(/Visitors can open this page and book tickets on it/),
    ).toBeTruthy()
  })

  describe('the public link and the embed snippet', () => {
    it('copies the public link on APP_URL and says so in a dialog', async () => {
      await renderScreen()
      const button = screen.getByRole('button', { name: 'Copy public link' })
      await waitFor(() => expect(button).toHaveProperty('disabled', false))
      await userEvent.click(button)
      const link = 'https://tickets.example.org/event/AbC123'
      expect(writeText).toHaveBeenCalledWith(link)
      const dialog = await screen.findByRole('dialog', { name: 'Copied - Public Event Link' })
      expect(within(dialog).getByRole('link', { name: link })).toBeTruthy()
    })

    it('alerts "Cannot copy" when the clipboard refuses', async () => {
      writeText.mockRejectedValue(new Error('denied'))
      const alert = vi.fn()
      Object.defineProperty(window, 'alert', { value: alert, configurable: true })
      await renderScreen()
      const button = screen.getByRole('button', { name: 'Copy public link' })
      await waitFor(() => expect(button).toHaveProperty('disabled', false))
      await userEvent.click(button)
      await waitFor(() => expect(alert).toHaveBeenCalledWith('Cannot copy'))
      expect(screen.queryByRole('dialog', { name: 'Copied - Public Event Link' })).toBeNull()
    })

    it('gives the embed snippet of the booking widget on APP_URL, read-only, with a copy button', async () => {
      await renderScreen()
      await userEvent.click(screen.getByRole('button', { name: 'Embed' }))
      const dialog = screen.getByRole('dialog', { name: 'Embed the booking widget' })
      const code = within(dialog).getByRole('textbox', { name: 'Embed code' })
      const snippet = `<script type="module" src="https://tickets.example.org/widget/tessera-booking.js"></script>\n<tessera-booking event="AbC123"></tessera-booking>`
      await waitFor(() => expect(code).toHaveProperty('value', snippet))
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
