import type { ReactNode } from 'react'

/** The title row of a screen: its `h1`, an optional description and actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="ts-page-header">
      <div>
        <h1 className="ts-page-header__title">{title}</h1>
        {description ? <p className="ts-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="ts-page-header__actions">{actions}</div> : null}
    </header>
  )
}
