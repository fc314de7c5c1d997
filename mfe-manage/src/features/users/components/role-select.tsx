import type { SelectHTMLAttributes } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Select } from '@tessera/shared/ui/field'
import { useRoleReference } from '../../../reference/roles'

type RoleSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { error?: string | null }

/**
 * The role of a user: one of the roles the console knows (`GET /roles`). Controlled (`value`), so
 * the current role shows as soon as the options arrive.
 */
export function RoleSelect({ error, ...select }: RoleSelectProps) {
  const { t } = useLingui()
  const roles = useRoleReference()
  const options = roles.data?.map((role) => ({ value: role.id, label: role.name }))
  return (
    <Select
      label={t`Role`}
      placeholder={options ? t`Choose a role` : t`Loading…`}
      options={options ?? []}
      error={
        error ??
        (roles.error ? t`The roles could not be loaded. Reload the page to try again.` : undefined)
      }
      {...select}
    />
  )
}
