import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import type { BookingIssue } from '@tessera/shared/domain/booking/booking-facts'

type FieldProps = {
  label: string
  error: BookingIssue | undefined
  /** The control, given its id and its error's id. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** A labelled control with the catalogue's text of its rule's code beside it. */
export function Field({ label, error, children }: FieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {error && (
        <p className="error" id={errorId}>
          {errorText(i18n, error.code, error.values)}
        </p>
      )}
    </div>
  )
}

type TextFieldProps = {
  label: string
  error: BookingIssue | undefined
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  multiline?: boolean
  maxLength?: number
  required?: boolean
  /** The JSON pointer of the request field: the step finds its first invalid field by it. */
  pointer: string
}

export function TextField(props: TextFieldProps) {
  const { multiline, onChange, pointer, required, label, error } = props
  return (
    <Field label={required ? `${label} *` : label} error={error}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          value: props.value,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
          'data-pointer': pointer,
          maxLength: props.maxLength,
        }
        return multiline ? (
          <textarea {...common} rows={3} onInput={(e) => onChange(e.currentTarget.value)} />
        ) : (
          <input
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            onInput={(e) => onChange(e.currentTarget.value)}
          />
        )
      }}
    </Field>
  )
}
