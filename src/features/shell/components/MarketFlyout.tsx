import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useHostConfig } from '../../../config/HostConfigContext';
import { urlContextOf } from '../../../config/urlContext';
import { allowedUrl } from '../../../lib/urlPolicy';
import { Flyout } from '../../../ui/Flyout';
import type { Locale } from '../../../config/locales';
import { switchLocale } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../shellSlice';
import { defaultMarkets, marketEntries, type MarketEntry } from '../marketEntries';
import { useMarketTrigger } from './marketTrigger';

function useEntryLabel() {
  const intl = useIntl();
  return (country: string, language: string) =>
    `${intl.formatMessage({ id: 'shell.market.country' }, { country })} – ${intl.formatMessage(
      { id: 'shell.market.language' },
      { language },
    )}`;
}

function EntryLink({
  entry,
  current,
  onPick,
}: {
  entry: MarketEntry;
  current: boolean;
  onPick(): void;
}) {
  const { pathname, search } = useLocation();
  const context = urlContextOf(useHostConfig());
  const label = useEntryLabel()(entry.country, entry.language);
  const common = { 'aria-current': current ? ('true' as const) : undefined, lang: entry.locale };
  if (entry.href) {
    // The host's market list is server data: its links pass the URL policy, and a refused one
    // is the entry's name without a link (docs/rules/url-policy.md).
    const allowed = allowedUrl(entry.href, context, 'market link');
    if (!allowed) return <span {...common}>{label}</span>;
    return (
      <a {...common} href={allowed.url} target={entry.target} rel={entry.rel}>
        {label}
      </a>
    );
  }
  // Same page in the new locale.
  return (
    <Link {...common} to={switchLocale(pathname, search, entry.locale)} onClick={onPick}>
      {label}
    </Link>
  );
}

interface Props {
  locale: Locale;
  /** Taking over from the header's stand-in trigger: open at once (it was pressed). */
  defaultOpen?: boolean;
  /** Taking over from the header's stand-in trigger: the trigger takes its focus. */
  focusTrigger?: boolean;
}

/** The market/language flyout; disabled on checkout and SEO routes. */
export function MarketFlyout({ locale, defaultOpen = false, focusTrigger = false }: Props) {
  const intl = useIntl();
  const layout = useAppSelector(selectLayout);
  const entries = marketEntries(layout?.markets ?? defaultMarkets());
  const { label, enabled } = useMarketTrigger(locale);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) {
      root.current?.querySelector<HTMLButtonElement>('.hs-flyout__trigger')?.focus();
    }
  }, [focusTrigger, defaultOpen]);

  return (
    // No box of its own: the flyout sits in the header's row and the mobile menu as before.
    <div ref={root} style={{ display: 'contents' }}>
      <Flyout
        label={label}
        panelLabel={intl.formatMessage({ id: 'shell.market.dialog' })}
        disabled={!enabled}
        defaultOpen={defaultOpen && enabled}
        align="end"
        className="hs-market"
      >
        {(close) => (
          <ul className="hs-market__list">
            {entries.map((entry) => (
              <li key={`${entry.country}-${entry.locale}`}>
                <EntryLink entry={entry} current={entry.locale === locale} onPick={close} />
              </li>
            ))}
          </ul>
        )}
      </Flyout>
    </div>
  );
}
