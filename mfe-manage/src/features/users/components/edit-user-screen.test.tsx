import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
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
import EditUserScreen from './edit-user-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const patch = vi.mocked(api.patch)
const maria = {
  id: '12',
  name: 'Maria Papadopoulou',
  email: 'maria@example.com',
  role: 'creator',
  has_snipcart_token: true,
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (url) =>
    String(url).startsWith('roles')
      ? listDocument([roleResource('1', 'admin'), roleResource('6', 'creator')])
      : userDocument(maria),
  )
  patch.mockResolvedValue(userDocument(maria))
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const cardOf = (heading: HTMLElement) => heading.closest('section')!

async function open(role: RoleName = 'admin') {
  signInAs(role)
  renderWithI18n(
    <>
      <EditUserScreen params={{ id: '12' }} />
      <Toaster />
    </>,
  )
  const account = cardOf(await screen.findByRole('heading', { name: 'Account' }))
  await within(account).findByRole('option', { name: 'creator' })
  return { account, configs: cardOf(screen.getByRole('heading', { name: 'Configs' })) }
}

const sentAttributes = () =>
  (patch.mock.calls.at(-1)![1] as { data: { attributes: Record<string, unknown> } }).data.attributes

describe('Edit user', () => {
  it('loads the user into the account card', async () => {
    const { account } = await open()
    expect(within(account).getByRole('textbox', { name: /^Name/ })).toHaveProperty(
      'value',
      'Maria Papadopoulou',
    )
    expect(within(account).getByRole('combobox', { name: /^Role/ })).toHaveProperty('value', '6')
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('users/12?include=roles', expect.anything())
  })

  it('sends the password only when it is filled in', async () => {
    const { account } = await open()
    const name = within(account).getByRole('textbox', { name: /^Name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Maria P.')
    await userEvent.click(within(account).getByRole('button', { name: 'Save account' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(patch.mock.calls[0]![0]).toBe('users/12')
    expect(sentAttributes()).toEqual({ name: 'Maria P.', email: 'maria@example.com' })
    expect(patch.mock.calls[0]![1]).toMatchObject({
      data: {
        type: 'users',
        id: '12',
        relationships: { roles: { data: [{ type: 'roles', id: '6' }] } },
      },
    })
    expect(await screen.findByText('User updated successfully')).toBeTruthy()

    await userEvent.type(within(account).getByLabelText(/^New password/), 'N3w.pass_word')
    await userEvent.type(
      within(account).getByLabelText(/^Confirm the new password/),
      'N3w.pass_word',
    )
    await userEvent.click(within(account).getByRole('button', { name: 'Save account' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2))
    expect(sentAttributes()).toMatchObject({
      password: 'N3w.pass_word',
      password_confirmation: 'N3w.pass_word',
    })
  })

  it('holds a new password to the console character rule', async () => {
    const { account } = await open()
    await userEvent.type(within(account).getByLabelText(/^New password/), 'with spaces')
    await userEvent.type(within(account).getByLabelText(/^Confirm the new password/), 'with spaces')
    await userEvent.click(within(account).getByRole('button', { name: 'Save account' }))
    expect(
      await within(account).findByText(
        'Use only letters, digits, dot (.), underscore (_) and exclamation mark (!).',
      ),
    ).toBeTruthy()
    expect(patch).not.toHaveBeenCalled()
  })

  it('shows the payment token field to developers only, saying whether one is set', async () => {
    const { configs } = await open('admin')
    expect(within(configs).queryByLabelText('Payment token')).toBeNull()
    cleanup()
    const developer = await open('developer')
    expect(within(developer.configs).getByLabelText('Payment token')).toBeTruthy()
    expect(
      within(developer.configs).getByText('A payment token is set. Enter a new one to replace it.'),
    ).toBeTruthy()
  })

  it('saves the configs, and the token only when one is typed', async () => {
    const { configs } = await open('developer')
    expect(within(configs).getByRole('combobox', { name: 'Currency' })).toHaveProperty(
      'value',
      'eur',
    )
    await userEvent.selectOptions(
      within(configs).getByRole('combobox', { name: 'Payment gateway' }),
      'Card provider',
    )
    await userEvent.selectOptions(
      within(configs).getByRole('combobox', { name: 'Time zone' }),
      'Europe/Berlin',
    )
    await userEvent.click(within(configs).getByRole('button', { name: 'Save configs' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(sentAttributes()).toEqual({
      payment_gateway: 2,
      timezone: 'Europe/Berlin',
      currency: 'eur',
    })

    await userEvent.type(within(configs).getByLabelText('Payment token'), 'sk_live_123')
    await userEvent.click(within(configs).getByRole('button', { name: 'Save configs' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2))
    expect(sentAttributes()).toMatchObject({ snipcart_token: 'sk_live_123' })
  })

  it('shows the API refusal in demo mode', async () => {
    patch.mockRejectedValue(apiError(403, 'forbidden'))
    const { account } = await open()
    await userEvent.click(within(account).getByRole('button', { name: 'Save account' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'You are not authorized to do this action.',
      ),
    )
  })
})
