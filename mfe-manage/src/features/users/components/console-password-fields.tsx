import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import type { IssueError } from '@tessera/shared/errors/issues'
import { errorText } from '@tessera/shared/errors/messages'
import { PasswordField } from '@tessera/shared/ui/field'

export type PasswordValues = { password: string; password_confirmation: string }

/**
 * The password rule of the console (spec "accounts" §5): at least 8 characters, only letters,
 * digits, dot, underscore and exclamation mark; the confirmation must match.
 */
export function useConsolePasswordRule() {
  const { t, i18n } = useLingui()
  const charactersText = t`Use only letters, digits, dot (.), underscore (_) and exclamation mark (!).`
  return {
    hint: t`At least 8 characters: only letters, digits, dot (.), underscore (_) and exclamation mark (!).`,
    changeHint: t`Leave empty to keep the current password. At least 8 characters: only letters, digits, dot (.), underscore (_) and exclamation mark (!).`,
    wording: (issue: IssueError) =>
      issue.field === 'password' && issue.code === 'invalid_format' ? charactersText : undefined,
    /** The mismatch is told at once, even while other fields still have errors. */
    withMismatch: (errors: Record<string, string>, values: PasswordValues) =>
      values.password_confirmation !== values.password && !errors.password_confirmation
        ? { ...errors, password_confirmation: errorText(i18n, 'password_confirmation_mismatch') }
        : errors,
  }
}

type Props<F extends PasswordValues> = {
  register: UseFormRegister<F>
  errors: FieldErrors<F>
  /** New password (edit user) rather than password (add user). */
  change?: boolean
}

export function ConsolePasswordFields<F extends PasswordValues>({
  register,
  errors,
  change = false,
}: Props<F>) {
  const { t } = useLingui()
  const rule = useConsolePasswordRule()
  const reg = register as unknown as UseFormRegister<PasswordValues>
  const fieldErrors = errors as FieldErrors<PasswordValues>
  return (
    <>
      <PasswordField
        label={change ? t`New password` : t`Password`}
        hint={change ? rule.changeHint : rule.hint}
        autoComplete="new-password"
        required={!change}
        error={fieldErrors.password?.message}
        {...reg('password')}
      />
      <PasswordField
        label={change ? t`Confirm the new password` : t`Confirm the password`}
        autoComplete="new-password"
        required={!change}
        error={fieldErrors.password_confirmation?.message}
        {...reg('password_confirmation')}
      />
    </>
  )
}
