import { api } from '@tessera/shared/api/management'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { role } from '@tessera/shared/schemas/role'
import type { SelectOption } from '@tessera/shared/ui/field'

/** The roles a user can be given, by name (the role select of Add and Edit user). */
export async function listRoleOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const { items } = parseList(await api.get('roles?sort=name&page[size]=100', { signal }), role)
  return items.map((item) => ({ value: item.id, label: item.name }))
}
