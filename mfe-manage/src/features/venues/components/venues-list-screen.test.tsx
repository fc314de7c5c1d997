import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import VenuesListScreen from './venues-list-screen'
import { chooseRowAction } from '../../../test/row-actions'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const venue = (id: string, name: string, address: string, city: string | null = 'Athens') => ({
  type: 'venues',
  id,
  attributes: {
    name,
    address_name: address,
    city,
    country: 'Greece',
    postal_code: null,
    lat: 37.97,
    long: 23.73,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
  },
})

beforeEach(() => {
  signInAs('organizer', '8')
  get.mockResolvedValue(
    listDocument(
      [venue('3', 'Megaron', 'Vasilissis Sofias 1'), venue('5', 'Technopolis', 'Pireos 100')],
      23,
      1,
      10,
    ),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const lastQuery = () => decodeURIComponent(String(get.mock.calls.at(-1)![0]))

describe('Venues list', () => {
  it('lists venues by name, 10 per page, with search, sort and page sizes 5/10/25/50', async () => {
    renderWithI18n(<VenuesListScreen />)
    expect(await screen.findByRole('rowheader', { name: 'Technopolis' })).toBeTruthy()
    expect(lastQuery()).toBe('venues?sort=name&page[number]=1&page[size]=10')
    expect(screen.getByRole('cell', { name: 'Pireos 100' })).toBeTruthy()
    expect(screen.getByText('Showing 1–10 of 23')).toBeTruthy()
    const sizes = screen.getByRole('combobox', { name: /per page/i })
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50'])

    await userEvent.selectOptions(sizes, '25')
    await waitFor(() => expect(lastQuery()).toBe('venues?sort=name&page[number]=1&page[size]=25'))
    await userEvent.click(screen.getByRole('button', { name: /City/ }))
    await waitFor(() => expect(lastQuery()).toBe('venues?sort=city&page[number]=1&page[size]=25'))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'tech')
    await waitFor(() =>
      expect(lastQuery()).toBe('venues?filter[name]=tech&sort=city&page[number]=1&page[size]=25'),
    )
    expect(screen.getByRole('link', { name: 'Edit Megaron' }).getAttribute('href')).toBe(
      '/manage/venues/edit-venue/3',
    )
    expect(screen.getByRole('link', { name: 'Add venue' }).getAttribute('href')).toBe(
      '/manage/venues/add-venue',
    )
  })

  it('refuses to delete a venue that events still use, in words', async () => {
    vi.mocked(api.delete).mockRejectedValue(apiError(409, 'has_associated_items'))
    renderWithI18n(
      <>
        <VenuesListScreen />
        <Toaster />
      </>,
    )
    await chooseRowAction('Megaron', 'Delete Megaron')
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete venue' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(api.delete).toHaveBeenCalledWith('venues/3')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This venue is still the address of an event. Change those events first.',
      ),
    )
  })
})
