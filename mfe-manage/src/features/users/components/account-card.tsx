import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { userUpdateInput, type User } from '@tessera/shared/schemas/user'
import { $session } from '@tessera/shared/stores/session'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { keepProfile } from '@tessera/shared/api/me'
import { useSaveUser } from '../api/save-user'
import {
  ACCOUNT_ERROR_FIELDS,
  AccountFields,
  useAccountForm,
  type AccountValues,
} from './account-form'

const valuesOf = (user: User): AccountValues => ({
  name: user.name,
  email: user.email,
  role: user.roles[0]?.id ?? '',
  password: '',
  password_confirmation: '',
})

/** The account card of Edit User: name, email, role, and a new password sent only when filled in. */
export function AccountCard({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const form = useAccountForm(userUpdateInput, valuesOf(user))
  const { handleSubmit, setError, reset, formState } = form
  const save = useSaveUser()
  const queryClient = useQueryClient()

  const onSubmit = handleSubmit(async ({ role, name, email, password, password_confirmation }) => {
    try {
      const updated = await save.mutateAsync({
        id: user.id,
        attributes: { name, email, ...(password ? { password, password_confirmation } : {}) },
        roleId: role,
      })
      // Editing one's own account changes the profile every app shows.
      if ($session.get()?.user?.id === updated.id) keepProfile(queryClient, updated)
      toast(t`User updated successfully`)
      reset(valuesOf(updated))
    } catch (error) {
      reportFailure(error, {
        i18n,
        messages: { protected_record: t`You are not allowed to change data of default users.` },
        setError,
        fields: ACCOUNT_ERROR_FIELDS,
      })
    }
  })

  return (
    <Card title={t`Account`}>
      <form noValidate onSubmit={onSubmit}>
        <AccountFields form={form} change />
        <Button type="submit" loading={formState.isSubmitting}>
          {t`Save account`}
        </Button>
      </form>
    </Card>
  )
}
