import { useLingui } from '@lingui/react/macro'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { userCreateInput } from '@tessera/shared/schemas/user'
import { Card } from '@tessera/shared/ui/card'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useSaveUser } from '../api/save-user'
import { ACCOUNT_ERROR_FIELDS, AccountFields, useAccountForm } from './account-form'
import { FormActions } from '../../../components/form-actions'

/** Console: Add User (spec "accounts" §2): name, email, role, password and its confirmation. */
export default function AddUserScreen() {
  const { t, i18n } = useLingui()
  const form = useAccountForm(userCreateInput, {
    name: '',
    email: '',
    role: '',
    password: '',
    password_confirmation: '',
  })
  const { handleSubmit, setError, formState } = form
  const save = useSaveUser()

  const onSubmit = handleSubmit(async ({ role, ...attributes }) => {
    try {
      await save.mutateAsync({ attributes, roleId: role })
      toast(t`User added successfully`)
      navigate(routePath('usersList'))
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: ACCOUNT_ERROR_FIELDS })
    }
  })

  return (
    <>
      <PageHeader title={t`Add user`} />
      <Card title={t`Account`}>
        <form noValidate onSubmit={onSubmit}>
          <AccountFields form={form} />
          <FormActions
            cancel={routePath('usersList')}
            submitLabel={t`Add user`}
            busy={formState.isSubmitting}
          />
        </form>
      </Card>
    </>
  )
}
