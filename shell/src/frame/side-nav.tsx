import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { useLocation } from '@tessera/shared/routing/navigation'
import { PRODUCT_NAME } from '@tessera/shared/routing/route-titles'
import { routePath } from '@tessera/shared/routing/routes'
import { $role } from '@tessera/shared/stores/session'
import { Link } from '@tessera/shared/ui/link'
import { Icon } from './icons'
import { activeRoute, navFor, type NavGroup } from './nav-items'
import type { SideNavState } from './use-side-nav'

export const SIDE_NAV_ID = 'ts-sidenav'

/** The side navigation of the signed-in layout (spec "accounts" §2). */
export function SideNav({ nav }: { nav: SideNavState }) {
  const { t } = useLingui()
  const role = useStore($role)
  const { pathname } = useLocation()
  const groups = navFor(role)
  const active = activeRoute(pathname, groups)
  const hidden = nav.narrow && !nav.open
  const state = nav.narrow ? (nav.open ? 'open' : 'closed') : nav.minimized ? 'minimized' : 'docked'
  const closeRef = useRef<HTMLButtonElement>(null)

  // The overlay takes focus when it opens, so keyboard users start inside it.
  useEffect(() => {
    if (nav.open) closeRef.current?.focus()
  }, [nav.open])

  return (
    <>
      <nav
        id={SIDE_NAV_ID}
        className="ts-sidenav"
        data-state={state}
        aria-label={t`Main navigation`}
        inert={hidden}
      >
        <div className="ts-sidenav__brand">
          <Link
            to={routePath('dashboard')}
            className="ts-sidenav__brand-link"
            onClick={nav.afterNavigate}
          >
            <span className="ts-sidenav__logo" aria-hidden="true">
              T
            </span>
            <span className="ts-sidenav__label">{PRODUCT_NAME}</span>
          </Link>
          {nav.narrow ? (
            <button
              ref={closeRef}
              type="button"
              className="ts-sidenav__minimize"
              aria-label={t`Close navigation`}
              onClick={() => nav.setOpen(false)}
            >
              <Icon name="collapse" />
            </button>
          ) : (
            <button
              type="button"
              className="ts-sidenav__minimize"
              aria-pressed={nav.minimized}
              aria-label={t`Show icons only`}
              title={t`Show icons only`}
              onClick={nav.toggleMinimized}
            >
              <Icon name={nav.minimized ? 'expand' : 'collapse'} />
            </button>
          )}
        </div>
        <Link
          to={routePath('eventAdd')}
          className="ts-btn ts-btn--primary ts-btn--md ts-sidenav__create"
          onClick={nav.afterNavigate}
          title={t`Create event`}
        >
          <Icon name="plus" />
          <span className="ts-sidenav__label">{t`Create event`}</span>
        </Link>
        {groups.map((group) => (
          <SideNavGroup
            key={group.key}
            group={group}
            active={active}
            minimized={nav.minimized}
            onNavigate={nav.afterNavigate}
          />
        ))}
      </nav>
      {nav.open ? (
        <div
          className="ts-sidenav__backdrop"
          aria-hidden="true"
          onClick={() => nav.setOpen(false)}
        />
      ) : null}
    </>
  )
}

type GroupProps = {
  group: NavGroup
  active: string | null
  minimized: boolean
  onNavigate: () => void
}

function SideNavGroup({ group, active, minimized, onNavigate }: GroupProps) {
  const { i18n } = useLingui()
  const [expanded, setExpanded] = useState(true)
  const listId = useId()
  const label = i18n._(group.label)
  const showItems = expanded || minimized
  return (
    <div className="ts-sidenav__group">
      <button
        type="button"
        className="ts-sidenav__group-toggle"
        aria-expanded={showItems}
        aria-controls={listId}
        disabled={minimized}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className="ts-sidenav__label">{label}</span>
        <Icon name="chevron" size={16} />
      </button>
      <ul
        id={listId}
        className="ts-sidenav__list"
        hidden={!showItems}
        aria-label={minimized ? label : undefined}
      >
        {group.items.map((item) => {
          const itemLabel = i18n._(item.label)
          return (
            <li key={item.route}>
              <Link
                to={routePath(item.route)}
                className="ts-sidenav__item"
                aria-current={item.route === active ? 'page' : undefined}
                title={minimized ? itemLabel : undefined}
                onClick={onNavigate}
              >
                <Icon name={item.icon} />
                <span className="ts-sidenav__label">{itemLabel}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
