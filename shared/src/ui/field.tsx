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
function Frame({
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

export type TextFieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement>

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <Frame
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={input.required}
    >
      {(describedBy) => (
        <input
          id={fieldId}
          className={['ts-input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Frame>
  )
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const autoId = useId()
  const fieldId = props.id ?? autoId
  const { label, hint, error, hideLabel, id: _id, className, ...input } = props
  return (
    <Frame
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={input.required}
    >
      {(describedBy) => (
        <span className="ts-input-group">
          <input
            id={fieldId}
            type={visible ? 'text' : 'password'}
            className={['ts-input', className].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className="ts-input-group__button"
            aria-pressed={visible}
            aria-controls={fieldId}
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

export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  ...input
}: TextAreaProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <Frame
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={input.required}
    >
      {(describedBy) => (
        <textarea
          id={fieldId}
          className={['ts-input', 'ts-textarea', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Frame>
  )
}

export type SelectOption = { value: string; label: string; disabled?: boolean }
export type SelectProps = FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[]; placeholder?: string }

export function Select({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <Frame
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={select.required}
    >
      {(describedBy) => (
        <select
          id={fieldId}
          className={['ts-input', 'ts-select', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
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
