import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import type { IssueError } from '@tessera/shared/errors/issues'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { PasswordField, TextField } from '@tessera/shared/ui/field'
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
 * digits, dot, underscore and exclamation mark; the confirmation must match (the shared schema).
 */
function useConsolePasswordRule() {
  const { t } = useLingui()
  const charactersText = t`Use only letters, digits, dot (.), underscore (_) and exclamation mark (!).`
  return {
    hint: t`At least 8 characters: only letters, digits, dot (.), underscore (_) and exclamation mark (!).`,
    changeHint: t`Leave empty to keep the current password. At least 8 characters: only letters, digits, dot (.), underscore (_) and exclamation mark (!).`,
    wording: (issue: IssueError) =>
      issue.field === 'password' && issue.code === 'invalid_format' ? charactersText : undefined,
  }
}

/** A role must be chosen (it is sent as the `roles` relationship, beside the attributes). */
const withRole = <Output,>(schema: z.ZodType<Output, object>) =>
  z.object({ role: z.string().min(1) }).and(schema)

/**
 * The account form, validated in the browser by the same shared schema the API applies
 * (`userCreateInput` for Add User, `userUpdateInput` for Edit User), plus a role that must be chosen.
 */
export function useAccountForm<Output>(
  schema: z.ZodType<Output, object>,
  defaultValues: AccountValues,
) {
  const { i18n } = useLingui()
  const rule = useConsolePasswordRule()
  // The form's values are the strings of `AccountValues` (the schema takes them and more).
  const form = withRole(schema) as unknown as z.ZodType<{ role: string } & Output, AccountValues>
  return useForm({ defaultValues, resolver: schemaResolver(form, i18n, rule.wording) })
}

type AccountFieldsProps = {
  form: UseFormReturn<AccountValues, unknown, object>
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
