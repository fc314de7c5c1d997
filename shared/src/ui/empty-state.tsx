import type { ReactNode } from 'react'

/** What a list or panel shows when there is nothing yet: say so plainly and offer the next step. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="ts-empty">
      <p className="ts-empty__title">{title}</p>
      {children ? <div className="ts-empty__text">{children}</div> : null}
      {action ? <div className="ts-empty__action">{action}</div> : null}
    </div>
  )
}
