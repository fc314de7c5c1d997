import { lazy, Suspense, useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { fieldMessages } from '@tessera/shared/ui/field'
import { Spinner } from '@tessera/shared/ui/spinner'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

export type RichTextFieldProps = {
  /** The id of the editable area (a link or a label can focus it). */
  id: string
  label: string
  /** HTML; empty when there is no text. */
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  hint?: string
  error?: string
}

/**
 * A labelled rich-text field (spec "events" §9 toolbar). The editor (Tiptap) is its own chunk,
 * loaded when the field is first shown. It emits HTML; the server sanitises it on write.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
}: RichTextFieldProps) {
  const { t } = useLingui()
  const base = useId()
  const labelId = `${base}-label`
  const { describedBy, messages } = fieldMessages(base, hint, error)
  return (
    <div className={`ts-field ts-rich-text${error ? ' ts-field--invalid' : ''}`}>
      <span id={labelId} className="ts-field__label">
        {label}
      </span>
      <Suspense fallback={<Spinner label={t`Loading the editor…`} />}>
        <RichTextEditor
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          labelledBy={labelId}
          describedBy={describedBy}
          invalid={Boolean(error)}
        />
      </Suspense>
      {messages}
    </div>
  )
}
