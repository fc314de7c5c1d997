import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { fieldMessages } from './field.js'

export type FileDropProps = {
  label: ReactNode
  /** Accepted extensions or types, as for `<input accept>`. */
  accept: readonly string[]
  multiple?: boolean
  disabled?: boolean
  /** Help under the control (types, size limit). */
  hint?: ReactNode
  error?: string | null
  onFiles: (files: File[]) => void
}

/**
 * A file picker that also takes files dropped on it. The control is a real file input (keyboard and
 * screen readers use it as usual); dropping is an extra for pointer users.
 */
export function FileDrop({
  label,
  accept,
  multiple = false,
  disabled = false,
  hint,
  error,
  onFiles,
}: FileDropProps) {
  const id = useId()
  const [over, setOver] = useState(false)
  const { describedBy, messages } = fieldMessages(id, hint, error)
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? [])
    if (files.length) onFiles(multiple ? files : files.slice(0, 1))
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    if (!disabled) take(event.dataTransfer.files)
  }
  const classes = [
    'ts-file-drop',
    over ? 'ts-file-drop--over' : '',
    disabled ? 'ts-file-drop--disabled' : '',
    error ? 'ts-field--invalid' : '',
  ]
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id} className="ts-file-drop__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="ts-file-drop__input"
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          take(event.currentTarget.files)
          event.currentTarget.value = ''
        }}
      />
      <p className="ts-file-drop__drop" aria-hidden="true">
        {multiple ? <Trans>or drop files here</Trans> : <Trans>or drop a file here</Trans>}
      </p>
      {messages}
    </div>
  )
}
