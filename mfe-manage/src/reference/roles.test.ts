import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@tessera/shared/api/management'
import { listDocument, roleResource } from '../test/fixtures'
import { getRoleReference } from './roles'

vi.mock('@tessera/shared/api/management', async () => (await import('../test/fixtures')).apiMock())

afterEach(() => vi.clearAllMocks())

const roles = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    roleResource(String(from + index), `role ${from + index}`),
  )

describe('role reference', () => {
  it('reads every page, so the 101st role can be chosen', async () => {
    vi.mocked(api.get).mockImplementation(async (url) =>
      String(url).includes('page[number]=2')
        ? listDocument(roles(101, 20), 120, 2, 100)
        : listDocument(roles(1, 100), 120, 1, 100),
    )
    const all = await getRoleReference()
    expect(all).toHaveLength(120)
    expect(all[100]).toMatchObject({ id: '101', name: 'role 101' })
    expect(vi.mocked(api.get).mock.calls.map(([url]) => url)).toEqual([
      'roles?sort=name&page[number]=1&page[size]=100',
      'roles?sort=name&page[number]=2&page[size]=100',
    ])
  })

  it('asks once when one page holds them all', async () => {
    vi.mocked(api.get).mockResolvedValue(listDocument(roles(1, 3), 3, 1, 100))
    expect(await getRoleReference()).toHaveLength(3)
    expect(vi.mocked(api.get)).toHaveBeenCalledTimes(1)
  })
})
