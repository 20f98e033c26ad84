import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NavigationBlock } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../shellSlice';
import { CmsLink } from './CmsLink';

type Tab = NavigationBlock['tabs'][number];

/** A disclosure per tab (WAI-ARIA disclosure navigation): keyboard users open it like a button. */
function NavTab({
  tab,
  locale,
  onNavigate,
}: {
  tab: Tab;
  locale: Locale;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
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
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {tab.title}
      </button>
      <ul id={listId} className="hs-nav__links" hidden={!open}>
        {tab.links.map((link) => (
          <li key={link.url + link.label}>
            <CmsLink url={link.url} locale={locale} onClick={onNavigate}>
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main navigation from the CMS navigation block: one group per tab. */
export function MainNavigation({
  locale,
  onNavigate,
}: {
  locale: Locale;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const tabs = useAppSelector(selectLayout)?.navigation.tabs ?? [];
  if (tabs.length === 0) return null;
  return (
    <nav className="hs-nav" aria-label={intl.formatMessage({ id: 'shell.header.mainNavigation' })}>
      <ul className="hs-nav__tabs">
        {tabs.map((tab) => (
          <NavTab key={tab.title} tab={tab} locale={locale} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
