import { useId, type HTMLAttributes, type ReactNode } from 'react'

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode
  /** Heading level of the title (default 2). */
  level?: 2 | 3
  actions?: ReactNode
}

export function Card({ title, level = 2, actions, className, children, ...rest }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const titleId = useId()
  return (
    <section
      className={['ts-card', className].filter(Boolean).join(' ')}
      aria-labelledby={title && !rest['aria-label'] ? titleId : undefined}
      {...rest}
    >
      {title || actions ? (
        <header className="ts-card__header">
          {title ? (
            <Heading id={titleId} className="ts-card__title">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <div className="ts-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="ts-card__body">{children}</div>
    </section>
  )
}
