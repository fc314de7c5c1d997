import { useId, type ReactNode } from 'react'
import { PRODUCT_NAME } from '@tessera/shared/routing/route-titles'
import { LanguageSelect } from './language-select'

/** The bare layout of the sign-in pages: a centred card with the page's heading. */
export function AuthLayout({
  title,
  children,
  below,
}: {
  title: string
  children: ReactNode
  below?: ReactNode
}) {
  const titleId = useId()
  return (
    <div className="ts-auth">
      <div className="ts-auth__top">
        <span className="ts-auth__brand">{PRODUCT_NAME}</span>
        <LanguageSelect />
      </div>
      <section className="ts-card ts-auth__card" aria-labelledby={titleId}>
        <div className="ts-card__body">
          <h1 id={titleId} className="ts-auth__title">
            {title}
          </h1>
          {children}
        </div>
      </section>
      {below ? <div className="ts-auth__below">{below}</div> : null}
    </div>
  )
}
