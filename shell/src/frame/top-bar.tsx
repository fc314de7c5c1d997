import { useLingui } from '@lingui/react/macro'
import { Icon } from './icons'
import { LanguageSelect } from '../components/language-select'
import { SIDE_NAV_ID } from './side-nav'
import { UserMenu } from './user-menu'
import type { SideNavState } from './use-side-nav'

/** The top bar: the navigation toggle under the breakpoint, the language selector, the user menu. */
export function TopBar({
  nav,
  toggleRef,
}: {
  nav: SideNavState
  toggleRef: React.Ref<HTMLButtonElement>
}) {
  const { t } = useLingui()
  return (
    <header className="ts-topbar">
      {nav.narrow ? (
        <button
          ref={toggleRef}
          type="button"
          className="ts-topbar__toggle"
          aria-expanded={nav.open}
          aria-controls={SIDE_NAV_ID}
          aria-label={t`Navigation`}
          onClick={() => nav.setOpen(!nav.open)}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <div className="ts-topbar__actions">
        <LanguageSelect />
        <UserMenu />
      </div>
    </header>
  )
}
