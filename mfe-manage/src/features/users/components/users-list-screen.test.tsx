import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs, usersDocument } from '../../../test/fixtures'
import UsersListScreen from './users-list-screen'
import { chooseRowAction } from '../../../test/row-actions'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const remove = vi.mocked(api.delete)

const seeded = [
  { id: '1', name: 'Eleni Admin', email: 'admin@tessera.test', role: 'admin' },
  { id: '12', name: 'Maria Papadopoulou', email: 'maria@example.com', role: 'creator' },
]

function renderScreen() {
  return renderWithI18n(
    <>
      <UsersListScreen />
      <Toaster />
    </>,
  )
}

const userRequests = () =>
  get.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith('users?'))

beforeEach(() => {
  signInAs('admin')
  get.mockResolvedValue(usersDocument(seeded, 2))
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Users list', () => {
  it('shows the users of a JSON:API document with their role, newest query first', async () => {
    renderScreen()
    const row = (await screen.findByRole('rowheader', { name: 'Maria Papadopoulou' })).closest(
      'tr',
    )!
    expect(within(row).getByText('maria@example.com')).toBeTruthy()
    expect(within(row).getByText('creator')).toBeTruthy()
    expect(within(row).getByRole('img', { name: 'Maria Papadopoulou' })).toBeTruthy()
    expect(
      within(row).getByRole('link', { name: 'Edit Maria Papadopoulou' }).getAttribute('href'),
    ).toBe('/console/users/management/edit-user/12')
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy()
    expect(userRequests()).toEqual(['users?sort=id&page[number]=1&page[size]=10&include=roles'])
  })

  it('searches by name once typing stops, from page 1', async () => {
    renderScreen()
    await screen.findByRole('rowheader', { name: 'Maria Papadopoulou' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'maria')
    await waitFor(() => expect(userRequests()).toHaveLength(2))
    expect(userRequests()[1]).toBe(
      'users?filter[name]=maria&sort=id&page[number]=1&page[size]=10&include=roles',
    )
  })

  it('sorts by a column and asks for 25 per page', async () => {
    renderScreen()
    await screen.findByRole('rowheader', { name: 'Maria Papadopoulou' })
    await userEvent.click(screen.getByRole('button', { name: 'Email' }))
    expect(screen.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '25')
    await waitFor(() =>
      expect(userRequests().at(-1)).toBe(
        'users?sort=email&page[number]=1&page[size]=25&include=roles',
      ),
    )
  })

  it('tells that a default user cannot be deleted', async () => {
    remove.mockRejectedValue(apiError(403, 'protected_record'))
    renderScreen()
    await chooseRowAction('Eleni Admin', 'Delete Eleni Admin')
    const dialog = screen.getByRole('dialog', { name: 'Delete user' })
    expect(
      within(dialog).getByText('Eleni Admin will be deleted. This cannot be undone.'),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(remove).toHaveBeenCalledWith('users/1')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'You are not allowed to change data of default users.',
      ),
    )
    expect(userRequests()).toHaveLength(1)
  })

  it('deletes a user and reloads the page', async () => {
    remove.mockResolvedValue(null)
    renderScreen()
    await chooseRowAction('Maria Papadopoulou', 'Delete Maria Papadopoulou')
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' }).textContent).toContain(
        'User deleted successfully',
      ),
    )
    expect(remove).toHaveBeenCalledWith('users/12')
    await waitFor(() => expect(userRequests()).toHaveLength(2))
  })
})
