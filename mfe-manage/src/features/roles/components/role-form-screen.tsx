import { useForm } from 'react-hook-form'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { useLingui } from '@lingui/react/macro'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { roleInput, type Role } from '@tessera/shared/schemas/role'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { toast } from '@tessera/shared/ui/toast'
import { Loaded } from '../../../components/loaded'
import { reportFailure } from '../../../lib/failure'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { useRole } from '../api/get-role'
import { useSaveRole } from '../api/save-role'
import { FormActions } from '../../../components/form-actions'

/** Console: Add Role and Edit Role (spec "accounts" §2, §5: a role needs a name). */
export default function RoleFormScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const role = useRole(params.id)
  return (
    <>
      <PageHeader title={params.id ? t`Edit role` : t`Add role`} />
      <Loaded state={role}>{(current) => <RoleForm role={current} />}</Loaded>
    </>
  )
}

function RoleForm({ role }: { role: Role | null }) {
  const { t, i18n } = useLingui()
  const save = useSaveRole()
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { name: role?.name ?? '' },
    resolver: schemaResolver(roleInput, i18n),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      await save.mutateAsync({ id: role?.id, attributes })
      toast(role ? t`Role updated successfully` : t`Role added successfully`)
      navigate(routePath('rolesList'))
    } catch (error) {
      reportFailure(error, {
        i18n,
        messages: { protected_record: t`You are not allowed to change data of default roles.` },
        setError,
        fields: { name: 'name' },
      })
    }
  })

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormActions
          cancel={routePath('rolesList')}
          submitLabel={role ? t`Save role` : t`Add role`}
          busy={isSubmitting}
        />
      </form>
    </Card>
  )
}
