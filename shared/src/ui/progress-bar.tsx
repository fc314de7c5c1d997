import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'

export type ProgressBarProps = {
  /** What is progressing (its accessible name), e.g. the file's name. */
  label: ReactNode
  /** 0 to 100. */
  value: number
  /** Shown after the label instead of the percentage (e.g. an error). */
  status?: ReactNode
  tone?: 'primary' | 'success' | 'danger'
}

/** A determinate progress bar (`role="progressbar"` with its values), labelled and with its percentage
 * in the interface locale (`42%`). */
export function ProgressBar({ label, value, status, tone = 'primary' }: ProgressBarProps) {
  const labelId = useId()
  const { i18n } = useLingui()
  const percent = Math.max(0, Math.min(100, Math.round(value)))
  const shown = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(percent / 100)
  return (
    <div className={`ts-progress ts-progress--${tone}`}>
      <div className="ts-progress__text">
        <span id={labelId} className="ts-progress__label">
          {label}
        </span>
        <span className="ts-progress__status">{status ?? shown}</span>
      </div>
      <div
        className="ts-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="ts-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
