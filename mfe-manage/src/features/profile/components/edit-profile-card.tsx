import { useForm, useWatch } from 'react-hook-form'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canSeeRoleField, roleOf } from '@tessera/shared/domain/access/roles'
import { meUpdateInput, type User } from '@tessera/shared/schemas/user'
import { $role } from '@tessera/shared/stores/session'
import { Avatar } from '@tessera/shared/ui/avatar'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { SingleFileUpload } from '../../../components/single-file-upload'
import { reportFailure } from '../../../lib/failure'
import { useUpdateMe } from '../api/update-me'
import { useUploadProfileImage } from '../api/upload-profile-image'

/**
 * Edit profile (spec "accounts" §2, Details): the picture is uploaded on its own, the full name is
 * editable, the email is not, and the role is shown to admins and moderators only (§6).
 */
export function EditProfileCard({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const showRole = canSeeRoleField(useStore($role))
  const update = useUpdateMe()
  const picture = useUploadProfileImage(user)
  const { register, control, handleSubmit, setError, reset, formState } = useForm({
    defaultValues: { name: user.name },
    resolver: schemaResolver(meUpdateInput, i18n),
  })
  const { errors, isSubmitting } = formState
  const name = useWatch({ control, name: 'name' })

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const updated = await update.mutateAsync({ name })
      toast(t`Profile updated successfully`)
      reset({ name: updated.name })
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { name: 'name' } })
    }
  })

  return (
    <Card title={t`Edit profile`}>
      <form noValidate onSubmit={onSubmit}>
        <p>
          <Avatar name={name || user.name} src={user.profile_image} size={64} />
        </p>
        <SingleFileUpload
          kind="image"
          label={user.profile_image ? t`Replace the picture` : t`Choose a picture`}
          hint={t`JPG or PNG, up to 5 MB.`}
          send={(file, onProgress) => picture.mutateAsync({ file, onProgress })}
        />
        <TextField
          label={t`Full name`}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField label={t`Email`} type="email" value={user.email} readOnly />
        {showRole ? (
          <TextField
            label={t`Role`}
            value={roleOf({ roles: user.roles.map((role) => ({ name: role.name ?? '' })) })}
            readOnly
          />
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {t`Save profile`}
        </Button>
      </form>
    </Card>
  )
}
