import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { apiError } from '../../../test/fixtures'
import { patchedAttributes, renderEditScreen } from '../test-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const field = (name: string) =>
  screen.queryByRole('textbox', { name: new RegExp(`^${name}`) }) ??
  screen.queryByRole('spinbutton', { name: new RegExp(`^${name}`) })

/** The error a control shows: the last element that describes it. */
const errorText = (control: Element) =>
  document.getElementById(control.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent

describe('Edit Event: event type effects', () => {
  it('shows each type its fields and saves tba with capacity -1', async () => {
    await renderEditScreen()
    const type = screen.getByRole('combobox', { name: 'Event type' })
    expect(field('Capacity')).toBeTruthy()
    expect(field('Address')).toBeTruthy()
    expect(field('Online link')).toBeNull()

    await userEvent.selectOptions(type, 'Virtual')
    expect(screen.getByRole('switch', { name: 'Unlimited participants' })).toBeTruthy()
    expect(field('Online link')).toBeTruthy()
    expect(field('Address')).toBeNull()

    await userEvent.selectOptions(type, 'Hybrid')
    expect(field('Online link')).toBeTruthy()
    expect(field('Address')).toBeTruthy()
    expect(screen.queryByRole('switch', { name: 'Unlimited participants' })).toBeNull()

    await userEvent.selectOptions(type, 'To be announced')
    expect(field('Capacity')).toBeNull()
    expect(screen.getByText('Time and place to be announced')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(api.patch).toHaveBeenCalled())
    expect(patchedAttributes()).toMatchObject({ event_type: 'tba', total_capacity: -1 })
    expect(await screen.findByText('Item updated')).toBeTruthy()
  })

  it('loads capacity -1 as unlimited and asks for a capacity when the switch is turned off', async () => {
    await renderEditScreen({
      event: {
        event_type: 'virtual',
        total_capacity: -1,
        unlimited_attendees: true,
        virtual_link: 'https://meet.google.com/abc-defg-hij',
      },
      venues: [],
    })
    const unlimited = screen.getByRole('switch', { name: 'Unlimited participants' })
    expect(unlimited).toHaveProperty('checked', true)
    expect(field('Capacity')).toBeNull()
    await userEvent.click(unlimited)
    expect(field('Capacity')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true)
    await userEvent.type(field('Capacity')!, '80')
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() =>
      expect(patchedAttributes()).toMatchObject({
        event_type: 'virtual',
        unlimited_attendees: false,
        total_capacity: 80,
        virtual_link: 'https://meet.google.com/abc-defg-hij',
      }),
    )
  })
})

describe('Edit Event: mandatory fields', () => {
  it('lists every invalid field under the warning, links focus them, and Update waits', async () => {
    await renderEditScreen({
      event: { event_agenda: [{ title: 'Opening', start_at: '2030-06-12 20:00', content: null }] },
    })
    await userEvent.clear(field('Name')!)
    await userEvent.clear(field('Summary')!)
    await userEvent.click(screen.getByRole('tab', { name: /Elements/ }))
    await userEvent.clear(screen.getByRole('textbox', { name: /^Title/ }))
    await userEvent.click(screen.getByRole('tab', { name: /Details/ }))

    const warning = screen.getByRole('region', { name: 'Please fill up all the mandatory fields' })
    const items = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Name: This field is required.',
      'Summary: This field is required.',
      'Agenda item 1: Title: This field is required.',
    ])
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Update & Preview' })).toHaveProperty(
      'disabled',
      true,
    )

    await userEvent.click(within(warning).getByRole('link', { name: 'Agenda item 1: Title' }))
    expect(screen.getByRole('tab', { name: /Elements/, selected: true })).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Title/ })),
    )
    await userEvent.click(
      within(screen.getByRole('region', { name: /mandatory/ })).getByRole('link', { name: 'Name' }),
    )
    const name = field('Name')!
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required.',
    )
  })

  it('asks for the address of a physical event and for an end after the begin', async () => {
    await renderEditScreen({ venues: [] })
    const ends = screen.getByLabelText(/^Ends/)
    expect(ends.getAttribute('min')).toBe('2030-06-12T20:00')
    fireEvent.change(ends, { target: { value: '2030-06-12T19:00' } })
    const warning = await screen.findByRole('region', {
      name: 'Please fill up all the mandatory fields',
    })
    await waitFor(() =>
      expect(
        within(warning)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Ends: The end cannot be before the start.',
        'Venue address: Please fill up the event address',
      ]),
    )
  })
})

describe('Edit Event: server field errors', () => {
  it('shows the API field error beside its field and a failure toast', async () => {
    await renderEditScreen({
      event: { event_type: 'hybrid', virtual_link: 'https://tessera.test/live' },
    })
    vi.mocked(api.patch).mockRejectedValue(apiError(422, 'invalid_format', 'virtual_link'))
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Oops, something went wrong!')).toBeTruthy()
    const link = field('Online link')!
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'))
    expect(errorText(link)).toBe('detail of invalid_format')
    await userEvent.type(link, '/room')
    expect(link.getAttribute('aria-invalid')).toBeNull()
  })
  it("shows a venue's error from the API beside that venue's field", async () => {
    await renderEditScreen()
    const pointer = '/data/relationships/venues/data/0/attributes/address_name'
    vi.mocked(api.patch).mockRejectedValue(
      new ApiError(422, [
        {
          status: '422',
          code: 'too_long',
          title: 'too_long',
          detail: 'Too long',
          source: { pointer },
        },
      ]),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    const address = field('Address')!
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'))
    expect(errorText(address)).toBe('Too long')
  })
})

describe('Edit Event: the saved event', () => {
  it('shows the event the PATCH answered without reading it again', async () => {
    await renderEditScreen()
    const reads = () => vi.mocked(api.get).mock.calls.filter(([url]) => url.startsWith('events/7'))
    expect(reads()).toHaveLength(1)
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Live')
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Item updated')).toBeTruthy()
    expect(screen.getByText('Harbour Jazz Night Live', { selector: 'p' })).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Resources' }))
    await screen.findByRole('heading', { name: /Hero image/ }, { timeout: 10_000 })
    expect(reads()).toHaveLength(1)
  })
})

describe('Edit Event: the warning and the tab badges', () => {
  it("follow the form's own errors, the server's included, and clear once fixed", async () => {
    await renderEditScreen()
    expect(screen.queryByRole('region', { name: /mandatory/ })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy()
    await userEvent.clear(field('Name')!)
    const warning = await screen.findByRole('region', { name: /mandatory/ })
    expect(within(warning).getByRole('listitem').textContent).toBe('Name: This field is required.')
    expect(screen.getByRole('tab', { name: 'Details (1 to fix)' })).toBeTruthy()
    await userEvent.type(field('Name')!, 'Harbour Blues')
    await waitFor(() => expect(screen.queryByRole('region', { name: /mandatory/ })).toBeNull())
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy()

    vi.mocked(api.patch).mockRejectedValueOnce(apiError(422, 'invalid_format', 'link'))
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    const refused = await screen.findByRole('region', { name: /mandatory/ })
    expect(within(refused).getByRole('listitem').textContent).toBe(
      'Website: detail of invalid_format',
    )
    expect(screen.getByRole('tab', { name: 'Details (1 to fix)' })).toBeTruthy()
  })
})
