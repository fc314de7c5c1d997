import { useId, type ReactNode } from 'react'

/** A section of the page: a region named by its heading. */
export function Section({
  title,
  className = '',
  children,
}: {
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className={`pe-card ${className}`} aria-labelledby={id}>
      <h2 id={id} className="pe-card__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
