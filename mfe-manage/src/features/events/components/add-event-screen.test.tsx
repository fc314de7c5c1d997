import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { calendarDay } from '@tessera/shared/domain/events/time'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import {
  categoryResource,
  eventDocument,
  eventResource,
  tagResource,
} from '../../../test/event-fixtures'
import AddEventScreen from './add-event-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const post = vi.mocked(api.post)
const athensDay = (offset: number) =>
  calendarDay(new Date(Date.now() + offset * 86_400_000), 'Europe/Athens')

function renderScreen() {
  renderWithI18n(
    <>
      <AddEventScreen />
      <Toaster />
    </>,
  )
}

/** The organizer's tags as the API answers a search: name contains, 20 at most, the total in meta. */
function tagsAnswer(url: string, tags: ReturnType<typeof tagResource>[]) {
  const name = new URLSearchParams(url.slice(url.indexOf('?'))).get('filter[name]') ?? ''
  const found = tags.filter((tag) => tag.attributes.name.includes(name))
  return listDocument(found.slice(0, 20), found.length, 1, 20)
}

const tagsBox = () => screen.getByRole('combobox', { name: /^Tags/ })

/** Types in the tags combobox and chooses the first match with the keyboard. */
async function chooseTag(name: string) {
  await userEvent.click(tagsBox())
  await userEvent.keyboard(name)
  await screen.findByRole('option', { name })
  await userEvent.keyboard('{ArrowDown}{Enter}{Escape}')
}

async function fillValidEvent() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Athens Jazz Night')
  fireEvent.change(screen.getByLabelText(/^Begins/), { target: { value: `${athensDay(3)}T19:30` } })
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '2.5')
  await chooseTag('music')
}

/** The options a combobox's popup lists. */
const optionsOf = (box: HTMLElement) =>
  within(document.getElementById(box.getAttribute('aria-controls')!)!).getAllByRole('option')

/** Types in a single-choice combobox and, once the search has run, chooses the first match. */
async function chooseIn(label: RegExp, name: string) {
  const box = screen.getByRole('combobox', { name: label })
  await userEvent.click(box)
  await userEvent.keyboard(name)
  await waitFor(() => expect(optionsOf(box)[0]?.textContent).toBe(name))
  await userEvent.keyboard('{ArrowDown}{Enter}')
}

const create = () => screen.getByRole('button', { name: 'Create event' })

beforeEach(() => {
  // A short zone list: happy-dom takes seconds to build the browser's ~400 options.
  vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['America/New_York', 'Europe/Athens', 'UTC'])
  signInAs('organizer', '8')
  $session.set({
    ...$session.get()!,
    user: { ...$session.get()!.user!, timezone: 'Europe/Athens' },
  })
  window.history.replaceState(null, '', '/manage/events/add-item')
  vi.mocked(api.get).mockImplementation(async (url) =>
    String(url).startsWith('tags?')
      ? tagsAnswer(String(url), [tagResource('3', 'music'), tagResource('4', 'outdoor', '#1d4ed8')])
      : listDocument([categoryResource('2', 'Concerts')]),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Add Event', () => {
  it('asks for the own tags and the categories, in the user time zone', async () => {
    renderScreen()
    await userEvent.click(await screen.findByRole('combobox', { name: /^Tags/ }))
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findByRole('option', { name: 'music' })).toBeTruthy()
    expect(vi.mocked(api.get).mock.calls.map(([url]) => decodeURIComponent(String(url)))).toEqual(
      expect.arrayContaining([
        'tags?sort=name&page[size]=20&filter[user_id]=8',
        'categories?sort=name&page[number]=1&page[size]=100',
      ]),
    )
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveProperty(
      'value',
      'Europe/Athens',
    )
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }))
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: 'Concerts' })).toBeTruthy()
    expect(screen.getByLabelText(/^Begins/).getAttribute('min')).toBe(`${athensDay(0)}T00:00`)
  })

  it('begins at the date the calendar link carries', async () => {
    window.history.replaceState(null, '', `/manage/events/add-item?start=${athensDay(5)}T09%3A00`)
    renderScreen()
    expect(await screen.findByLabelText(/^Begins/)).toHaveProperty('value', `${athensDay(5)}T09:00`)
  })

  it('keeps Create event disabled until the event is valid, and shows the end from the duration', async () => {
    renderScreen()
    await screen.findByRole('combobox', { name: /^Tags/ })
    expect(create()).toHaveProperty('disabled', true)
    await fillValidEvent()
    expect(create()).toHaveProperty('disabled', false)
    expect(screen.getByText(/^Ends:/).textContent).toMatch(/ at 22:00$/)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'd')
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveProperty('value', '')
    expect(create()).toHaveProperty('disabled', true)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '2')
    expect(screen.getByText(/\(\+2 days\)/)).toBeTruthy()
  })

  it('allows a summary of 340 characters, not 341', async () => {
    renderScreen()
    await fillValidEvent()
    const summary = screen.getByRole('textbox', { name: /^Summary/ })
    await userEvent.click(summary)
    await userEvent.paste('x'.repeat(340))
    expect(screen.getByText('340 of 340 characters')).toBeTruthy()
    expect(create()).toHaveProperty('disabled', false)
    await userEvent.type(summary, 'y')
    expect(screen.getByText('This field must be at most 340 characters.')).toBeTruthy()
    expect(create()).toHaveProperty('disabled', true)
  })

  it('refuses a start before today and an event without a tag', async () => {
    renderScreen()
    await fillValidEvent()
    fireEvent.change(screen.getByLabelText(/^Begins/), {
      target: { value: `${athensDay(-1)}T19:30` },
    })
    expect(await screen.findByText('The date cannot be before today.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Remove music' }))
    expect(await screen.findByText('Choose at least one tag.')).toBeTruthy()
    const warning = screen
      .getByText('Please fill-up all the mandatory field(s).')
      .closest<HTMLElement>('[role="alert"]')!
    expect(within(warning).getByText('Please fill-up all the mandatory field(s).')).toBeTruthy()
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Begins', 'Tags'])
    expect(create()).toHaveProperty('disabled', true)
  })

  it('adds a tag in the modal and selects it', async () => {
    post.mockResolvedValue({ data: tagResource('9', 'jazz', '#be185d') })
    renderScreen()
    await screen.findByRole('combobox', { name: /^Tags/ })
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }))
    const dialog = screen.getByRole('dialog', { name: 'Add tag' })
    expect(within(dialog).getByLabelText('Colour')).toHaveProperty('value', '#2e7d32')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }))
    expect(within(dialog).getByText('This field is required.')).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Tag name/ }), 'jazz')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }))
    expect(await screen.findByRole('button', { name: 'Remove jazz' })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('jazz')).toBeTruthy()
    expect(post).toHaveBeenCalledWith('tags', {
      data: { type: 'tags', attributes: { name: 'jazz', color: '#2e7d32' } },
    })
  })

  it('creates the event with its category and tags, then opens its edit screen', async () => {
    post.mockResolvedValue(eventDocument(eventResource('41', { name: 'Athens Jazz Night' })))
    renderScreen()
    await fillValidEvent()
    await chooseIn(/^Category/, 'Concerts')
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveProperty('value', 'Concerts')
    await userEvent.click(create())
    await waitFor(() => expect(window.location.pathname).toBe('/manage/events/edit-item/41'))
    expect(post).toHaveBeenCalledWith('events?include=category,tags', {
      data: {
        type: 'events',
        attributes: {
          name: 'Athens Jazz Night',
          description: null,
          timezone: 'Europe/Athens',
          start_at: `${athensDay(3)} 19:30:00`,
          duration: 2.5,
          timeunit: 'h',
        },
        relationships: {
          category: { data: { type: 'categories', id: '2' } },
          tags: { data: [{ type: 'tags', id: '3' }] },
        },
      },
    })
    expect(screen.getByRole('status').textContent).toContain('Event added successfully')
  })

  it('shows the server errors beside the fields', async () => {
    post.mockRejectedValue(apiError(422, 'date_before_today', 'start_at'))
    renderScreen()
    await fillValidEvent()
    await userEvent.click(create())
    expect(await screen.findByText('detail of date_before_today')).toBeTruthy()
    expect(window.location.pathname).toBe('/manage/events/add-item')
  })

  it('finds and chooses the 101st tag of an organizer with 150 tags', async () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      tagResource(String(index + 1), `tag ${String(index + 1).padStart(3, '0')}`),
    )
    vi.mocked(api.get).mockImplementation(async (url) =>
      String(url).startsWith('tags?')
        ? tagsAnswer(String(url), many)
        : listDocument([categoryResource('2', 'Concerts')]),
    )
    post.mockResolvedValue(eventDocument(eventResource('41', { name: 'Athens Jazz Night' })))
    renderScreen()
    await userEvent.click(await screen.findByRole('combobox', { name: /^Tags/ }))
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findByText('Type to search more')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Athens Jazz Night')
    fireEvent.change(screen.getByLabelText(/^Begins/), {
      target: { value: `${athensDay(3)}T19:30` },
    })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '2')
    await chooseTag('tag 101')
    await userEvent.click(create())
    await waitFor(() => expect(post).toHaveBeenCalled())
    expect(post.mock.calls[0]![1]).toMatchObject({
      data: { relationships: { tags: { data: [{ type: 'tags', id: '101' }] } } },
    })
  })

  it('finds and chooses the 130th of 150 categories (every page read, searched as typed)', async () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      categoryResource(String(index + 1), `category ${String(index + 1).padStart(3, '0')}`),
    )
    vi.mocked(api.get).mockImplementation(async (url) => {
      if (String(url).startsWith('tags?'))
        return tagsAnswer(String(url), [tagResource('3', 'music')])
      const page = String(url).includes('page[number]=2') ? 2 : 1
      return listDocument(many.slice((page - 1) * 100, page * 100), 150, page, 100)
    })
    post.mockResolvedValue(eventDocument(eventResource('41', { name: 'Athens Jazz Night' })))
    renderScreen()
    await fillValidEvent()
    const box = screen.getByRole('combobox', { name: /^Category/ })
    await userEvent.click(box)
    await userEvent.keyboard('{ArrowDown}')
    expect(optionsOf(box)[0]?.textContent).toBe('No category')
    expect(optionsOf(box)).toHaveLength(51)
    expect(screen.getByText('Type to search more')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await chooseIn(/^Category/, 'category 130')
    await userEvent.click(create())
    await waitFor(() => expect(post).toHaveBeenCalled())
    expect(post.mock.calls[0]![1]).toMatchObject({
      data: { relationships: { category: { data: { type: 'categories', id: '130' } } } },
    })
  })
})
