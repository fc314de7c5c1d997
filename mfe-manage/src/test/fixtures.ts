import { vi } from 'vitest'
import { ApiError } from '@tessera/shared/api/client'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { $session } from '@tessera/shared/stores/session'

/** The API as the screens see it (`vi.mock('@tessera/shared/api/management', …)` in each test). */
export const apiMock = () => ({
  api: {
    get: vi.fn(),
    post: vi.fn(),
    patch: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    download: vi.fn(),
  },
})

export const ROLE_IDS: Record<string, string> = {
  admin: '1',
  moderator: '2',
  developer: '3',
  creator: '6',
}

type UserSeed = {
  id: string
  name: string
  email: string
  role?: string
  has_snipcart_token?: boolean
  payment_gateway?: number | null
  has_payment_secret?: boolean
  has_payment_webhook_secret?: boolean
}

export function userResource({
  id,
  name,
  email,
  role = 'admin',
  has_snipcart_token = false,
  payment_gateway = 1,
  has_payment_secret = false,
  has_payment_webhook_secret = false,
}: UserSeed) {
  return {
    type: 'users',
    id,
    attributes: {
      uuid: `uuid-${id}`,
      name,
      email,
      profile_image: null,
      timezone: 'Europe/Athens',
      currency: 'eur',
      email_notifications: true,
      slack_notifications: false,
      has_slack_token: false,
      google_calendar_synch: false,
      google_email: null,
      payment_gateway,
      has_snipcart_token,
      has_payment_secret,
      has_payment_webhook_secret,
      email_verified_at: '2026-11-02T09:10:00.000+00:00',
      created_at: '2026-11-02T09:00:00.000+00:00',
      updated_at: '2026-11-20T09:00:00.000+00:00',
    },
    relationships: { roles: { data: [{ type: 'roles', id: ROLE_IDS[role] ?? '9' }] } },
  }
}

export function roleResource(id: string, name: string) {
  return {
    type: 'roles',
    id,
    attributes: {
      name,
      created_at: '2026-11-01T09:00:00.000+00:00',
      updated_at: '2026-11-01T09:00:00.000+00:00',
    },
  }
}

const includedRoles = (users: UserSeed[]) =>
  [...new Set(users.map((user) => user.role ?? 'admin'))].map((name) =>
    roleResource(ROLE_IDS[name] ?? '9', name),
  )

export function userDocument(user: UserSeed) {
  return { jsonapi: { version: '1.1' }, data: userResource(user), included: includedRoles([user]) }
}

export function listDocument(
  data: unknown[],
  total = data.length,
  number = 1,
  size = 10,
  included: unknown[] = [],
) {
  return {
    jsonapi: { version: '1.1' },
    data,
    included,
    meta: { page: { total, number, size, last: Math.max(1, Math.ceil(total / size)) } },
  }
}

export function usersDocument(users: UserSeed[], total = users.length) {
  return listDocument(users.map(userResource), total, 1, 10, includedRoles(users))
}

export function apiError(status: number, code: string, field?: string) {
  const source = field ? { pointer: `/data/attributes/${field}` } : undefined
  return new ApiError(status, [
    { status: String(status), code, title: code, detail: `detail of ${code}`, source },
  ])
}

export function signInAs(role: RoleName, id = '1') {
  $session.set({
    token: 't',
    expiresAt: null,
    user: {
      id,
      name: 'Eleni Admin',
      email: 'admin@tessera.test',
      role,
      profile_image: null,
      timezone: null,
      currency: null,
    },
  })
}
