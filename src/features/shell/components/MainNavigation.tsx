import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NavigationLink, NavigationTab } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { inColumns } from '../../../lib/columns';
import { useAppSelector } from '../../../store/hooks';
import { useScopedStyles } from '../../../ui/useScopedStyles';
import { selectLayout, selectLayoutStatus } from '../shellSlice';
import { CmsLink } from './CmsLink';
import { NavigationSpace } from './NavigationSpace';

// Desktop (from 768 px): tabs in a row, each opening a panel of link columns below it. In the
// small screens' off-canvas menu (spec 3 §2.1 "mobile below 768 px") panels open in place and
// the columns stack.
const navigationCss = `
.hs-root .hs-nav__tabs,.hs-root .hs-nav__links{list-style:none;margin:0;padding:0}
.hs-root .hs-header .hs-nav{flex-basis:100%}
.hs-root .hs-header .hs-nav__tabs{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem}
.hs-root .hs-nav__tab{position:relative}
.hs-root .hs-nav__title{display:inline-block;background:none;border:0;color:inherit;font:inherit;cursor:pointer;padding:.25rem 0}
.hs-root .hs-nav__panel{padding:.5rem 0 .5rem 1rem}
.hs-root .hs-header .hs-nav__panel:not([hidden]){position:absolute;display:flex;gap:2rem;background:var(--hs-color-surface,#fff);color:var(--hs-color-text,#1d1d1b);padding:.75rem 1rem;z-index:50;box-shadow:0 4px 12px rgba(0,0,0,.15)}
.hs-root .hs-header .hs-nav__panel a{color:var(--hs-color-text,#1d1d1b)}
.hs-root .hs-nav__links{min-width:10rem}
.hs-root .hs-nav__links li{padding:.15rem 0;white-space:nowrap}
.hs-root .hs-header .hs-nav__columns{display:flex;gap:2rem}
.hs-root .hs-nav__section-title{margin:0 0 .25rem;font-weight:700}
`;

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
 * The top navigation from the layout's navigation block (spec 1 §3, spec 3 §2.1): tabs with their
 * links in columns of 10 and titled sections, and direct links. Its own chunk: it can only show
 * once the layout has arrived, and its chunk loads meanwhile.
 */
export function MainNavigation({
  locale,
  onNavigate,
}: {
  locale: Locale;
  onNavigate?: () => void;
}) {
  useScopedStyles('navigation', navigationCss);
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
