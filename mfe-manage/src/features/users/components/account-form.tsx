import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import type { IssueError } from '@tessera/shared/errors/issues'
import { errorText } from '@tessera/shared/errors/messages'
import { PasswordField, TextField } from '@tessera/shared/ui/field'
import { resolverOf, schemaErrors } from '../../../lib/form-validation'
import { RoleSelect } from './role-select'

/** The account of a user as Add User and Edit User's account card edit it. */
export type AccountValues = {
  name: string
  email: string
  role: string
  password: string
  password_confirmation: string
}

/** Where the API's field errors land on the account form (the role arrives as `roles`). */
export const ACCOUNT_ERROR_FIELDS = {
  name: 'name',
  email: 'email',
  roles: 'role',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const

/**
 * The password rule of the console (spec "accounts" §5): at least 8 characters, only letters,
 * digits, dot, underscore and exclamation mark; the confirmation must match.
 */
function useConsolePasswordRule() {
  const { t, i18n } = useLingui()
  const charactersText = t`Use only letters, digits, dot (.), underscore (_) and exclamation mark (!).`
  return {
    hint: t`At least 8 characters: only letters, digits, dot (.), underscore (_) and exclamation mark (!).`,
    changeHint: t`Leave empty to keep the current password. At least 8 characters: only letters, digits, dot (.), underscore (_) and exclamation mark (!).`,
    wording: (issue: IssueError) =>
      issue.field === 'password' && issue.code === 'invalid_format' ? charactersText : undefined,
    /** The mismatch is told at once, even while other fields still have errors. */
    withMismatch: (errors: Record<string, string>, values: AccountValues) =>
      values.password_confirmation !== values.password && !errors.password_confirmation
        ? { ...errors, password_confirmation: errorText(i18n, 'password_confirmation_mismatch') }
        : errors,
  }
}

/**
 * The account form, validated in the browser by the same shared schema the API applies
 * (`userCreateInput` for Add User, `userUpdateInput` for Edit User), plus a role that must be chosen.
 */
export function useAccountForm(schema: z.ZodType, defaultValues: AccountValues) {
  const { i18n } = useLingui()
  const rule = useConsolePasswordRule()
  const validate = (values: AccountValues) => {
    const { role, ...attributes } = values
    const errors = rule.withMismatch(schemaErrors(schema, attributes, i18n, rule.wording), values)
    return role ? errors : { ...errors, role: errorText(i18n, 'required') }
  }
  return useForm<AccountValues>({ defaultValues, resolver: resolverOf(validate) })
}

type AccountFieldsProps = {
  form: UseFormReturn<AccountValues>
  /** A new password, kept when left empty (Edit User), rather than a required one (Add User). */
  change?: boolean
}

/** Name, email, role, password and its confirmation. */
export function AccountFields({ form, change = false }: AccountFieldsProps) {
  const { t } = useLingui()
  const rule = useConsolePasswordRule()
  const { register, control } = form
  const { errors } = form.formState
  return (
    <>
      <TextField
        label={t`Name`}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`Email`}
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        name="role"
        control={control}
        render={({ field }) => <RoleSelect required error={errors.role?.message} {...field} />}
      />
      <PasswordField
        label={change ? t`New password` : t`Password`}
        hint={change ? rule.changeHint : rule.hint}
        autoComplete="new-password"
        required={!change}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={change ? t`Confirm the new password` : t`Confirm the password`}
        autoComplete="new-password"
        required={!change}
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </>
  )
}
