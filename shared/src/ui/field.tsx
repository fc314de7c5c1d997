import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { useLingui } from '@lingui/react/macro'

type FieldFrame = {
  label: ReactNode
  /** Help shown under the control. */
  hint?: ReactNode
  /** The error shown under the control (from the form or the server). */
  error?: string | null
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean
}

/**
 * The hint and error of a control: their elements, and the ids to put in its `aria-describedby`.
 * Every kind of field (and file drop, rich text) describes itself this way.
 */
export function fieldMessages(id: string, hint?: ReactNode, error?: string | null) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    messages: (
      <>
        {hint ? (
          <p id={hintId} className="ts-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="ts-field__error">
            {error}
          </p>
        ) : null}
      </>
    ),
  }
}

/** Wires label, hint and error to a control with ids and ARIA, and lays them out. */
export function Frame({
  id,
  label,
  hint,
  error,
  hideLabel,
  required,
  children,
}: FieldFrame & {
  id: string
  required?: boolean
  children: (describedBy: string | undefined) => ReactNode
}) {
  const { describedBy, messages } = fieldMessages(id, hint, error)
  return (
    <div className={`ts-field${error ? ' ts-field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'ts-visually-hidden' : 'ts-field__label'}>
        {label}
        {required ? (
          <span className="ts-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(describedBy)}
      {messages}
    </div>
  )
}

/**
 * Splits a field's props into its frame (label, hint, error) and its control's own attributes, and
 * gives the attributes that wire the control to the frame: id, class, `aria-invalid`,
 * `aria-describedby`. The control's own attributes come after them, so a caller may override.
 */
function useFramedControl<
  P extends FieldFrame & { id?: string; className?: string; required?: boolean },
>({ label, hint, error, hideLabel, id, className, ...control }: P, controlClass: string) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return {
    frame: { id: fieldId, label, hint, error, hideLabel, required: control.required },
    control,
    wiring: (describedBy: string | undefined) => ({
      id: fieldId,
      className: [controlClass, className].filter(Boolean).join(' '),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    }),
  }
}

export type TextFieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement>

export function TextField(props: TextFieldProps) {
  const { frame, control, wiring } = useFramedControl(props, 'ts-input')
  return (
    <Frame {...frame}>{(describedBy) => <input {...wiring(describedBy)} {...control} />}</Frame>
  )
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const { frame, control, wiring } = useFramedControl(props, 'ts-input')
  return (
    <Frame {...frame}>
      {(describedBy) => (
        <span className="ts-input-group">
          <input type={visible ? 'text' : 'password'} {...wiring(describedBy)} {...control} />
          <button
            type="button"
            className="ts-input-group__button"
            aria-pressed={visible}
            aria-controls={frame.id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t`Hide` : t`Show`}
          </button>
        </span>
      )}
    </Frame>
  )
}

export type TextAreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>

export function TextArea(props: TextAreaProps) {
  const { frame, control, wiring } = useFramedControl(props, 'ts-input ts-textarea')
  return (
    <Frame {...frame}>{(describedBy) => <textarea {...wiring(describedBy)} {...control} />}</Frame>
  )
}

export type SelectOption = { value: string; label: string; disabled?: boolean }
export type SelectProps = FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[]; placeholder?: string }

export function Select({ options, placeholder, ...props }: SelectProps) {
  const { frame, control, wiring } = useFramedControl(props, 'ts-input ts-select')
  return (
    <Frame {...frame}>
      {(describedBy) => (
        <select {...wiring(describedBy)} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  )
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** Render as a switch (role="switch"). */
  switch?: boolean
}

export function Checkbox({
  label,
  hint,
  error,
  id,
  switch: asSwitch = false,
  className,
  ...input
}: CheckboxProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  const { describedBy, messages } = fieldMessages(fieldId, hint, error)
  return (
    <div
      className={`ts-check${asSwitch ? ' ts-check--switch' : ''}${error ? ' ts-field--invalid' : ''}`}
    >
      <input
        id={fieldId}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className={['ts-check__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <label htmlFor={fieldId} className="ts-check__label">
        {label}
      </label>
      {messages}
    </div>
  )
}
