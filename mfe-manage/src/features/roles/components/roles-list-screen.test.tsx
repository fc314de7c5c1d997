import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, roleResource, signInAs } from '../../../test/fixtures'
import RolesListScreen from './roles-list-screen'
import { chooseRowAction } from '../../../test/row-actions'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const remove = vi.mocked(api.delete)

beforeEach(() => {
  signInAs('admin')
  get.mockResolvedValue(
    listDocument([roleResource('1', 'admin'), roleResource('12', 'door-staff')], 12, 1, 5),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

async function deleteRole(name: string) {
  renderWithI18n(
    <>
      <RolesListScreen />
      <Toaster />
    </>,
  )
  await chooseRowAction(name, `Delete ${name}`)
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete role' })).getByRole('button', {
      name: 'Delete',
    }),
  )
}

describe('Roles list', () => {
  it('asks for 5 roles per page by default and pages through them', async () => {
    renderWithI18n(<RolesListScreen />)
    expect(await screen.findByRole('rowheader', { name: 'door-staff' })).toBeTruthy()
    expect(decodeURIComponent(String(get.mock.calls[0]![0]))).toBe(
      'roles?sort=id&page[number]=1&page[size]=5',
    )
    expect(screen.getByText('Showing 1–5 of 12')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() =>
      expect(decodeURIComponent(String(get.mock.calls.at(-1)![0]))).toBe(
        'roles?sort=id&page[number]=3&page[size]=5',
      ),
    )
  })

  it('refuses to delete a role that users still have', async () => {
    remove.mockRejectedValue(apiError(409, 'has_associated_items'))
    await deleteRole('door-staff')
    expect(remove).toHaveBeenCalledWith('roles/12')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This role still has associated items.',
      ),
    )
  })

  it('refuses to delete a default role', async () => {
    remove.mockRejectedValue(apiError(403, 'protected_record'))
    await deleteRole('admin')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'You are not allowed to change data of default roles.',
      ),
    )
  })

  it('says "Oops, something went wrong!" when the request fails otherwise', async () => {
    remove.mockRejectedValue(apiError(500, 'server_error'))
    await deleteRole('door-staff')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Oops, something went wrong!'),
    )
  })
})
