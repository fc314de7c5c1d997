import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, roleResource, signInAs } from '../../../test/fixtures'
import RoleFormScreen from './role-form-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const roleDocument = (id: string, name: string) => ({
  jsonapi: { version: '1.1' },
  data: roleResource(id, name),
})

beforeEach(() => {
  signInAs('admin')
  window.history.replaceState(null, '', '/console/roles/management/add-role')
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = (params: Record<string, string>) =>
  renderWithI18n(
    <>
      <RoleFormScreen params={params} />
      <Toaster />
    </>,
  )

describe('Add and edit role', () => {
  it('needs a name, then adds the role and goes back to the list', async () => {
    vi.mocked(api.post).mockResolvedValue(roleDocument('12', 'door-staff'))
    renderScreen({})
    await userEvent.click(await screen.findByRole('button', { name: 'Add role' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'door-staff')
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }))
    await waitFor(() => expect(window.location.pathname).toBe('/console/roles/list-roles'))
    expect(vi.mocked(api.post)).toHaveBeenCalledWith('roles', {
      data: { type: 'roles', attributes: { name: 'door-staff' } },
    })
    expect(screen.getByRole('status').textContent).toContain('Role added successfully')
  })

  it('edits a role and shows a taken name beside the field', async () => {
    vi.mocked(api.get).mockResolvedValue(roleDocument('12', 'door-staff'))
    vi.mocked(api.patch)
      .mockRejectedValueOnce(apiError(422, 'already_exists', 'name'))
      .mockResolvedValueOnce(roleDocument('12', 'ushers'))
    renderScreen({ id: '12' })
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    expect(name).toHaveProperty('value', 'door-staff')
    await userEvent.clear(name)
    await userEvent.type(name, 'admin')
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }))
    expect(await screen.findByText('detail of already_exists')).toBeTruthy()
    await userEvent.clear(name)
    await userEvent.type(name, 'ushers')
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Role updated successfully'),
    )
    expect(vi.mocked(api.patch)).toHaveBeenLastCalledWith('roles/12', {
      data: { type: 'roles', id: '12', attributes: { name: 'ushers' } },
    })
  })
})
