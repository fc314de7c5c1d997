import { expect, type APIRequestContext } from '@playwright/test'
import { demoAccount } from './fixtures'

const JSON_API = 'application/vnd.api+json'

type NewUser = { name: string; email: string; password: string; role: string }

/**
 * Creates a user through the console API as the demo admin (setup for a journey that is about
 * something else), then logs that admin token out again.
 */
export async function createUser(
  request: APIRequestContext,
  { name, email, password, role }: NewUser,
) {
  const admin = demoAccount('admin')
  const login = await request.post('/api/v1/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  const token = ((await login.json()) as { meta: { access_token: string } }).meta.access_token
  const headers = { Authorization: `Bearer ${token}`, Accept: JSON_API, 'Content-Type': JSON_API }
  try {
    const roles = await request.get('/api/v1/roles', { headers, params: { 'filter[name]': role } })
    expect(roles.status()).toBe(200)
    const found = ((await roles.json()) as { data: { id: string; attributes: { name: string } }[] })
      .data
    const roleId = found.find((r) => r.attributes.name === role)?.id
    if (!roleId) throw new Error(`no role named ${role}`)
    const created = await request.post('/api/v1/users', {
      headers,
      data: {
        data: {
          type: 'users',
          attributes: { name, email, password, password_confirmation: password },
          relationships: { roles: { data: [{ type: 'roles', id: roleId }] } },
        },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
  } finally {
    await request.post('/api/v1/logout', { headers })
  }
}
