import type { ReactNode } from 'react'

export type AlertTone = 'info' | 'success' | 'warning' | 'danger'

/** An inline message. Danger and warning alerts are announced (role="alert"). */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
}) {
  const announce = tone === 'danger' || tone === 'warning'
  return (
    <div className={`ts-alert ts-alert--${tone}`} role={announce ? 'alert' : 'status'}>
      {title ? <p className="ts-alert__title">{title}</p> : null}
      {children}
    </div>
  )
}
