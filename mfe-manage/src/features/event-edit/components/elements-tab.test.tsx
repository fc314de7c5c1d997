import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { patchedAttributes, renderEditScreen } from '../test-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!
const selectedTab = (list: string) =>
  within(screen.getByRole('tablist', { name: list })).getByRole('tab', { selected: true })
    .textContent

async function openElements() {
  await userEvent.click(screen.getByRole('tab', { name: /Elements/ }))
}

describe('Edit Event: agenda, FAQ and host tabs', () => {
  it('adds agenda items and removing the active one selects the next, or else the previous', async () => {
    await renderEditScreen()
    await openElements()
    const agenda = card('Agenda')
    expect(within(agenda).getByText('No agenda yet.')).toBeTruthy()
    for (const title of ['Doors', 'Quartet', 'Jam session']) {
      await userEvent.click(within(agenda).getByRole('button', { name: 'Add agenda item' }))
      await userEvent.type(within(agenda).getByRole('textbox', { name: /^Title/ }), title)
    }
    expect(
      within(screen.getByRole('tablist', { name: 'Agenda items' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Doors', 'Quartet', 'Jam session'])
    expect(selectedTab('Agenda items')).toBe('Jam session')

    await userEvent.click(
      within(screen.getByRole('tablist', { name: 'Agenda items' })).getByRole('tab', {
        name: 'Quartet',
      }),
    )
    await userEvent.click(within(agenda).getByRole('button', { name: 'Remove agenda item 2' }))
    expect(selectedTab('Agenda items')).toBe('Jam session')
    expect(document.activeElement?.textContent).toBe('Jam session')

    await userEvent.click(within(agenda).getByRole('button', { name: 'Remove agenda item 2' }))
    expect(selectedTab('Agenda items')).toBe('Doors')
    expect(within(agenda).getByRole<HTMLInputElement>('textbox', { name: /^Title/ }).value).toBe(
      'Doors',
    )
  })

  it('sends complete FAQ and host entries, and an emptied saved agenda as []', async () => {
    await renderEditScreen({
      event: { event_agenda: [{ title: 'Opening', start_at: '2030-06-12 20:00', content: null }] },
    })
    await openElements()
    await userEvent.click(
      within(card('Agenda')).getByRole('button', { name: 'Remove agenda item 1' }),
    )
    const faq = card('FAQ')
    await userEvent.click(within(faq).getByRole('button', { name: 'Add question' }))
    await userEvent.type(
      within(faq).getByRole('textbox', { name: /^Question/ }),
      'Is there parking?',
    )
    await userEvent.type(within(faq).getByRole('textbox', { name: 'Answer' }), 'Yes, free.')
    const host = card('Host')
    await userEvent.click(within(host).getByRole('button', { name: 'Add host contact' }))
    await userEvent.selectOptions(
      within(host).getByRole('combobox', { name: 'Contact type' }),
      'WhatsApp',
    )
    await userEvent.type(
      within(host).getByRole('textbox', { name: /^Contact/ }),
      '+30 690 000 0000',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(api.patch).toHaveBeenCalled())
    expect(patchedAttributes()).toMatchObject({
      event_agenda: [],
      event_faqs: [{ name: 'Is there parking?', content: 'Yes, free.' }],
      event_host: [{ type: 'whatsapp', content: '+30 690 000 0000' }],
    })
  })

  it('greys agenda, FAQ and host out behind the premium overlay for a creator, and never sends them', async () => {
    await renderEditScreen({
      role: 'creator',
      event: { event_agenda: [{ title: 'Opening', start_at: '2030-06-12 20:00', content: null }] },
    })
    await openElements()
    for (const title of ['Agenda', 'FAQ', 'Host']) {
      const section = card(title)
      expect(within(section).getByText('Available from the freemium plan.')).toBeTruthy()
      expect(within(section).queryByRole('button', { name: /^Add/ })).toBeNull()
      expect(section.querySelector('.ts-premium__content')?.hasAttribute('inert')).toBe(true)
    }
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(api.patch).toHaveBeenCalled())
    const sent = patchedAttributes()
    expect(sent).not.toHaveProperty('event_agenda')
    expect(sent).not.toHaveProperty('event_faqs')
    expect(sent).not.toHaveProperty('event_host')
    expect(sent).not.toHaveProperty('theme')
    expect(sent).not.toHaveProperty('custom_book_button_label')
  })

  it("follows the organizer's plan when a super user edits a creator's event", async () => {
    await renderEditScreen({
      role: 'admin',
      event: { organizer_role: 'creator', organizer_id: '6', organizer: 'Chris Creator' },
    })
    expect(vi.mocked(api.get).mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining([
        'tags?sort=name&page[size]=20&filter[user_id]=6',
        'venues?sort=name&filter[user_id]=6&page[number]=1&page[size]=100',
      ]),
    )
    await openElements()
    expect(within(card('Agenda')).getByText('Available from the freemium plan.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(api.patch).toHaveBeenCalled())
    expect(patchedAttributes()).not.toHaveProperty('event_agenda')
  })
})
