import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { meQueryOptions } from '@tessera/shared/api/me'
import { upload } from '@tessera/shared/api/upload'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n, testQueryClient } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs, userDocument } from '../../../test/fixtures'
import ProfileScreen from './profile-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)
vi.mock('@tessera/shared/api/upload', async (original) => ({
  ...(await original<object>()),
  upload: vi.fn(),
}))

const patch = vi.mocked(api.patch)

const renderScreen = (queryClient = testQueryClient()) =>
  renderWithI18n(
    <>
      <ProfileScreen />
      <Toaster />
    </>,
    queryClient,
  )

async function openAs(role: RoleName, queryClient = testQueryClient()) {
  signInAs(role)
  vi.mocked(api.get).mockResolvedValue(
    userDocument({ id: '1', name: 'Eleni Admin', email: 'admin@tessera.test', role }),
  )
  const view = renderScreen(queryClient)
  await screen.findByRole('textbox', { name: /^Full name/ })
  return view
}

const nameField = () => screen.getByRole('textbox', { name: /^Full name/ })

beforeEach(() => {
  patch.mockResolvedValue(
    userDocument({ id: '1', name: 'Eleni Papadaki', email: 'admin@tessera.test' }),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Profile, Details tab', () => {
  it('uploads a picture into the cached profile and the session, refusing a gif before sending', async () => {
    const url = 'http://localhost/uploads/users/1/profile/p.png'
    vi.mocked(upload).mockResolvedValueOnce({ meta: { url, path: 'users/1/profile/p.png' } })
    const client = testQueryClient()
    await openAs('creator', client)
    const input = screen.getByLabelText('Choose a picture')
    await userEvent.upload(input, new File(['g'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    })
    expect(screen.getByText('This type of file is not accepted.')).toBeTruthy()
    expect(upload).not.toHaveBeenCalled()
    await userEvent.upload(input, new File(['p'], 'me.png', { type: 'image/png' }))
    await waitFor(() => expect($session.get()?.user?.profile_image).toBe(url))
    expect(vi.mocked(upload).mock.calls[0]![0]).toBe('uploads/users/1/profile')
    expect(client.getQueryData(meQueryOptions().queryKey)?.profile_image).toBe(url)
    expect(screen.getByLabelText('Replace the picture')).toBeTruthy()
    expect(api.get).toHaveBeenCalledTimes(1)
  })

  it('has Details as the selected tab', async () => {
    await openAs('creator')
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Details',
      'Payments',
    ])
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', true)
  })

  it.each([
    ['admin', true],
    ['moderator', true],
    ['developer', false],
    ['creator', false],
    ['organizer', false],
  ] as const)('shows the role field to %s: %s', async (role, shown) => {
    await openAs(role)
    const field = screen.queryByRole('textbox', { name: 'Role' })
    expect(field !== null).toBe(shown)
    if (field) expect(field).toHaveProperty('value', role)
  })

  it('saves the name and updates the session', async () => {
    await openAs('admin')
    const name = nameField()
    await userEvent.clear(name)
    await userEvent.type(name, 'Eleni Papadaki')
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect($session.get()?.user?.name).toBe('Eleni Papadaki'))
    expect(patch).toHaveBeenCalledWith('me?include=roles', {
      data: { type: 'users', attributes: { name: 'Eleni Papadaki' } },
    })
    expect(screen.getByRole('status').textContent).toContain('Profile updated successfully')
  })

  it('shows the saved profile from what the PATCH answered, without another GET', async () => {
    const queryClient = testQueryClient()
    const first = await openAs('admin', queryClient)
    await userEvent.clear(nameField())
    await userEvent.type(nameField(), 'Eleni P.')
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Profile updated successfully'),
    )
    first.unmount()
    renderScreen(queryClient)
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveProperty(
      'value',
      'Eleni Papadaki',
    )
    expect(vi.mocked(api.get)).toHaveBeenCalledTimes(1)
  })

  it('changes the password with the current one, and shows a wrong current password beside it', async () => {
    await openAs('creator')
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong-one')
    await userEvent.type(screen.getByLabelText(/^New password/), 'a new passphrase')
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'a new passphrase')
    patch.mockRejectedValueOnce(apiError(422, 'current_password_incorrect', 'current_password'))
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('detail of current_password_incorrect')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/))

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Password changed successfully'),
    )
    expect(patch).toHaveBeenLastCalledWith('me?include=roles', {
      data: {
        type: 'users',
        attributes: {
          current_password: 'wrong-one',
          password: 'a new passphrase',
          password_confirmation: 'a new passphrase',
        },
      },
    })
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('value', '')
  })

  it('checks the new password before sending', async () => {
    await openAs('creator')
    await userEvent.type(screen.getByLabelText(/^New password/), 'short')
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'shorter')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('This field must be at least 8 characters.')).toBeTruthy()
    expect(
      screen.getByText("The Password confirmation field doesn't match The Password field"),
    ).toBeTruthy()
    expect(screen.getByText('This field is required.')).toBeTruthy()
    expect(patch).not.toHaveBeenCalled()
  })
})
