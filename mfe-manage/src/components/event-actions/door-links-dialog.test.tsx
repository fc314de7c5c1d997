import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../test/fixtures'
import { DoorLinksButton } from './door-links-button'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../test/fixtures')).apiMock(),
)

const link = (id: string, attributes: Record<string, unknown> = {}) => ({
  type: 'door-links',
  id,
  attributes: {
    event_id: '1',
    event_name: 'Athens Jazz Night',
    gate: 'North',
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    revoked_at: null,
    active: true,
    created_at: new Date().toISOString(),
    ...attributes,
  },
})
const list = (...links: ReturnType<typeof link>[]) => ({ jsonapi: { version: '1.1' }, data: links })
const one = (resource: ReturnType<typeof link>) => ({ jsonapi: { version: '1.1' }, data: resource })

async function openDialog() {
  renderWithI18n(<DoorLinksButton eventId="1" />)
  await userEvent.click(screen.getByRole('button', { name: 'Door-staff links' }))
  return screen.getByRole('dialog', { name: 'Door-staff links' })
}

beforeEach(() => signInAs('organizer'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Door-staff links', () => {
  it('is not offered on a plan without ticket scanning', () => {
    signInAs('creator')
    renderWithI18n(<DoorLinksButton eventId="1" />)
    expect(screen.queryByRole('button', { name: 'Door-staff links' })).toBeNull()
  })

  it('creates a link for a gate and shows its URL once, to copy', async () => {
    vi.mocked(api.get).mockResolvedValue(list())
    const url = 'http://localhost/scan/tdl_secret'
    vi.mocked(api.post).mockResolvedValue(
      one(link('5', { gate: 'Side door', token: 'tdl_secret', url })),
    )
    const dialog = await openDialog()
    expect(await within(dialog).findByText('No links yet.')).toBeTruthy()
    await userEvent.type(within(dialog).getByLabelText(/^Gate/), 'Side door')
    await userEvent.selectOptions(within(dialog).getByLabelText('Works for'), '72')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }))
    const field = await within(dialog).findByLabelText('Scan-only link for Side door')
    expect((field as HTMLInputElement).value).toBe(url)
    const [path, body] = vi.mocked(api.post).mock.calls[0]!
    expect(path).toBe('door-links')
    const attributes = (body as { data: { attributes: Record<string, string> } }).data.attributes
    expect(attributes).toMatchObject({ event_id: '1', gate: 'Side door' })
    const hours = (Date.parse(attributes.expires_at!) - Date.now()) / 3_600_000
    expect(Math.round(hours)).toBe(72)
  })

  it('asks for a gate name before sending anything', async () => {
    vi.mocked(api.get).mockResolvedValue(list())
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }))
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy()
    expect(api.post).not.toHaveBeenCalled()
  })

  it('lists links and revokes an active one', async () => {
    vi.mocked(api.get).mockResolvedValue(
      list(
        link('2'),
        link('3', { gate: 'Back', revoked_at: new Date().toISOString(), active: false }),
      ),
    )
    vi.mocked(api.delete).mockResolvedValue(one(link('2', { active: false })))
    const dialog = await openDialog()
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Revoke link for North' }),
    )
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('door-links/2'))
    expect(within(dialog).queryByRole('button', { name: 'Revoke link for Back' })).toBeNull()
    expect(within(dialog).getByText('Revoked')).toBeTruthy()
  })

  it('shows the API refusal beside the gate', async () => {
    vi.mocked(api.get).mockResolvedValue(list())
    vi.mocked(api.post).mockRejectedValue(apiError(422, 'too_long', 'gate'))
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText(/^Gate/), 'North')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }))
    expect(await within(dialog).findByText('detail of too_long')).toBeTruthy()
  })
})
