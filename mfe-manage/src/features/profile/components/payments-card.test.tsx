import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n, testQueryClient } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs, userDocument } from '../../../test/fixtures'
import ProfileScreen from './profile-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const patch = vi.mocked(api.patch)
const KEY = 'sk_test_51HqLyjWDarjtT1zd'
const WEBHOOK = 'whsec_Yx3yKcPTuvKrZ3cmrPbDmnPY6jn2QeVE'
type Stored = {
  payment_gateway?: number | null
  has_payment_secret?: boolean
  has_payment_webhook_secret?: boolean
}

const organizer = (stored: Stored = {}) =>
  userDocument({ id: '7', name: 'Nikos', email: 'nikos@example.com', role: 'organizer', ...stored })

async function openPayments(role: RoleName = 'organizer', stored: Stored = {}) {
  signInAs(role, '7')
  vi.mocked(api.get).mockResolvedValue(organizer({ payment_gateway: null, ...stored }))
  renderWithI18n(
    <>
      <ProfileScreen />
      <Toaster />
    </>,
    testQueryClient(),
  )
  await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }))
  return screen.findByRole('combobox', { name: /How buyers pay/, hidden: true })
}

const attributesSent = () =>
  (patch.mock.calls[0]![1] as { data: { attributes: unknown } }).data.attributes

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Profile, Payments tab', () => {
  it('Stripe asks for both keys, checks their shape, then sends them with the card gateway', async () => {
    const gateway = await openPayments()
    expect(screen.queryByLabelText(/Stripe secret key/)).toBeNull()
    await userEvent.selectOptions(gateway, 'stripe')
    const webhookUrl = screen.getByRole('textbox', { name: /Webhook URL/ })
    expect(webhookUrl).toHaveProperty(
      'value',
      `${window.location.origin}/api/v1/payments/stripe/webhook/uuid-7`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save payment settings' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    await userEvent.type(screen.getByLabelText(/Stripe secret key/), 'pk_test_51HqLyjWDarjtT1zd')
    await userEvent.type(screen.getByLabelText(/Webhook signing secret/), WEBHOOK)
    await userEvent.click(screen.getByRole('button', { name: 'Save payment settings' }))
    await screen.findByText('This value has an invalid format.')
    expect(patch).not.toHaveBeenCalled()

    patch.mockResolvedValueOnce(
      organizer({ payment_gateway: 2, has_payment_secret: true, has_payment_webhook_secret: true }),
    )
    const key = screen.getByLabelText(/Stripe secret key/)
    await userEvent.clear(key)
    await userEvent.type(key, KEY)
    await userEvent.click(screen.getByRole('button', { name: 'Save payment settings' }))
    await screen.findByText('Payment settings saved')
    expect(attributesSent()).toEqual({
      payment_gateway: 2,
      payment_secret: KEY,
      payment_webhook_secret: WEBHOOK,
    })
    expect(screen.getByLabelText(/Stripe secret key/)).toHaveProperty('value', '')
    expect(screen.getAllByText('Set. Enter a new one to replace it.')).toHaveLength(2)
  })

  it('with keys stored, saving sends only the gateway; a refusal goes beside its field', async () => {
    await openPayments('organizer', {
      payment_gateway: 2,
      has_payment_secret: true,
      has_payment_webhook_secret: true,
    })
    patch.mockRejectedValueOnce(apiError(422, 'required', 'payment_secret'))
    await userEvent.click(screen.getByRole('button', { name: 'Save payment settings' }))
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1))
    expect(attributesSent()).toEqual({ payment_gateway: 2 })
    expect(await screen.findByText('detail of required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/Stripe secret key/))
  })

  it('removes both keys after asking, back to test payments', async () => {
    await openPayments('organizer', {
      payment_gateway: 2,
      has_payment_secret: true,
      has_payment_webhook_secret: true,
    })
    patch.mockResolvedValueOnce(organizer({ payment_gateway: null }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Stripe keys' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Stripe keys?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await screen.findByText('Stripe keys removed')
    expect(attributesSent()).toEqual({
      payment_gateway: null,
      payment_secret: null,
      payment_webhook_secret: null,
    })
    expect(screen.queryByRole('button', { name: 'Remove Stripe keys' })).toBeNull()
  })

  it('a free plan sees the form greyed out behind the upgrade badge', async () => {
    await openPayments('creator')
    expect(screen.getByText('Available from the freemium plan.')).toBeTruthy()
    expect(
      screen.getByRole('combobox', { name: /How buyers pay/, hidden: true }).closest('[inert]'),
    ).not.toBeNull()
  })
})
