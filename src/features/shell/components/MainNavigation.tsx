import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NavigationLink, NavigationTab } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { inColumns } from '../../../lib/columns';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout, selectLayoutStatus } from '../shellSlice';
import { CmsLink } from './CmsLink';
import { NavigationSpace } from './NavigationSpace';
import './MainNavigation.css';

function LinkList({
  links,
  locale,
  onNavigate,
  labelledBy,
}: {
  links: NavigationLink[];
  locale: Locale;
  onNavigate?: () => void;
  labelledBy?: string;
}) {
  return (
    <ul className="hs-nav__links" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.url + link.label}>
          <CmsLink url={link.url} locale={locale} onClick={onNavigate}>
            {link.label}
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

function NavSection({
  section,
  locale,
  onNavigate,
}: {
  section: NonNullable<NavigationTab['sections']>[number];
  locale: Locale;
  onNavigate?: () => void;
}) {
  const titleId = useId();
  return (
    <div className="hs-nav__section">
      <p id={titleId} className="hs-nav__section-title">
        {section.title}
      </p>
      <LinkList
        links={section.links}
        locale={locale}
        onNavigate={onNavigate}
        labelledBy={titleId}
      />
    </div>
  );
}

/** A disclosure per tab (WAI-ARIA disclosure navigation): keyboard users open it like a button. */
function NavTab({
  tab,
  locale,
  onNavigate,
}: {
  tab: NavigationTab;
  locale: Locale;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && itemRef.current?.contains(document.activeElement)) {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <li ref={itemRef} className="hs-nav__tab">
      <button
        ref={buttonRef}
        type="button"
        className="hs-nav__title"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {tab.title}
      </button>
      <div id={panelId} className="hs-nav__panel" hidden={!open}>
        {tab.links.length > 0 && (
          <div className="hs-nav__columns">
            {inColumns(tab.links).map((column, index) => (
              <LinkList key={index} links={column} locale={locale} onNavigate={onNavigate} />
            ))}
          </div>
        )}
        {tab.sections?.map((section) => (
          <NavSection
            key={section.title}
            section={section}
            locale={locale}
            onNavigate={onNavigate}
          />
        ))}
      </div>
    </li>
  );
}

/**
 * The top navigation from the layout's navigation block: tabs with their links in columns of 10
 * and titled sections, and direct links (docs/rules/shell-and-routes.md, "The main navigation").
 * Its own chunk: it can only show once the layout has arrived, and its chunk loads meanwhile.
 */
export function MainNavigation({
  locale,
  onNavigate,
}: {
  locale: Locale;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const layoutStatus = useAppSelector(selectLayoutStatus);
  const layout = useAppSelector(selectLayout);
  const navigation = layout?.navigation;
  const tabs = navigation?.tabs ?? [];
  const links = navigation?.links ?? [];
  // Until the first layout says what the row holds, its room stays reserved (a later locale's
  // layout replaces the one on screen when it arrives).
  if (!layout && (layoutStatus === 'idle' || layoutStatus === 'loading')) {
    return <NavigationSpace />;
  }
  if (tabs.length === 0 && links.length === 0) return null;
  return (
    <nav className="hs-nav" aria-label={intl.formatMessage({ id: 'shell.header.mainNavigation' })}>
      <ul className="hs-nav__tabs">
        {tabs.map((tab) => (
          <NavTab key={tab.title} tab={tab} locale={locale} onNavigate={onNavigate} />
        ))}
        {links.map((link) => (
          <li key={link.url + link.label} className="hs-nav__tab">
            <CmsLink className="hs-nav__title" url={link.url} locale={locale} onClick={onNavigate}>
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default MainNavigation;
