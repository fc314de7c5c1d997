import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import {
  apiError,
  listDocument,
  roleResource,
  signInAs,
  userDocument,
} from '../../../test/fixtures'
import AddUserScreen from './add-user-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const post = vi.mocked(api.post)

beforeEach(() => {
  signInAs('admin')
  window.history.replaceState(null, '', '/console/users/management/add-user')
  vi.mocked(api.get).mockResolvedValue(
    listDocument([roleResource('1', 'admin'), roleResource('6', 'creator')]),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

async function fill(values: {
  name?: string
  email?: string
  role?: string
  password?: string
  confirmation?: string
}) {
  renderWithI18n(
    <>
      <AddUserScreen />
      <Toaster />
    </>,
  )
  await screen.findByRole('option', { name: 'creator' })
  if (values.name) await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), values.name)
  if (values.email)
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), values.email)
  if (values.role)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), values.role)
  if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password)
  if (values.confirmation)
    await userEvent.type(screen.getByLabelText(/^Confirm the password/), values.confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Add user' }))
}

const errorOf = (label: RegExp) => {
  const input = screen.getByLabelText(label)
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .at(-1)
}

describe('Add user', () => {
  it('refuses characters outside the console password rule and a mismatched confirmation', async () => {
    await fill({
      name: 'Nikos',
      email: 'nikos@example.com',
      role: 'creator',
      password: 'pass word#1',
      confirmation: 'other',
    })
    expect(errorOf(/^Password/)).toBe(
      'Use only letters, digits, dot (.), underscore (_) and exclamation mark (!).',
    )
    expect(errorOf(/^Confirm the password/)).toBe(
      "The Password confirmation field doesn't match The Password field",
    )
    expect(post).not.toHaveBeenCalled()
  })

  it('asks for every field', async () => {
    await fill({})
    expect(errorOf(/^Name/)).toBe('This field is required.')
    expect(errorOf(/^Role/)).toBe('This field is required.')
    expect(errorOf(/^Password/)).toBe('This field must be at least 8 characters.')
    expect(post).not.toHaveBeenCalled()
  })

  it('adds the user with their role and goes back to the list', async () => {
    post.mockResolvedValue(
      userDocument({ id: '20', name: 'Nikos', email: 'nikos@example.com', role: 'creator' }),
    )
    await fill({
      name: 'Nikos',
      email: 'nikos@example.com',
      role: 'creator',
      password: 'Str0ng_pass!',
      confirmation: 'Str0ng_pass!',
    })
    await waitFor(() => expect(window.location.pathname).toBe('/console/users/list-users'))
    expect(post).toHaveBeenCalledWith('users', {
      data: {
        type: 'users',
        attributes: {
          name: 'Nikos',
          email: 'nikos@example.com',
          password: 'Str0ng_pass!',
          password_confirmation: 'Str0ng_pass!',
        },
        relationships: { roles: { data: [{ type: 'roles', id: '6' }] } },
      },
    })
    expect(screen.getByRole('status').textContent).toContain('User added successfully')
  })

  it('shows the server errors beside their fields', async () => {
    post.mockRejectedValue(apiError(422, 'email_taken', 'email'))
    await fill({
      name: 'Nikos',
      email: 'admin@tessera.test',
      role: 'creator',
      password: 'Str0ng_pass!',
      confirmation: 'Str0ng_pass!',
    })
    await waitFor(() => expect(errorOf(/^Email/)).toBe('detail of email_taken'))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Email/ }))
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
  })
})
