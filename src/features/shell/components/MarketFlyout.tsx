import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Flyout } from '../../../ui/Flyout';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { localeInfo, type Locale } from '../../../config/locales';
import { allowsMarketSwitch, switchLocale } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout, selectRouteName } from '../shellSlice';
import { defaultMarkets, marketEntries, type MarketEntry } from '../marketEntries';

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
  const label = useEntryLabel()(entry.country, entry.language);
  const common = { 'aria-current': current ? ('true' as const) : undefined, lang: entry.locale };
  if (entry.href) {
    return (
      <a {...common} href={entry.href} target={entry.target} rel={entry.rel}>
        {label}
      </a>
    );
  }
  // Same page in the new locale (spec 1 §3 / issue "Foundation" 8).
  return (
    <Link {...common} to={switchLocale(pathname, search, entry.locale)} onClick={onPick}>
      {label}
    </Link>
  );
}

/** The market/language flyout; disabled on checkout and SEO routes (spec 1 §2.3). */
export function MarketFlyout({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const layout = useAppSelector(selectLayout);
  const routeName = useAppSelector(selectRouteName);
  const entries = marketEntries(layout?.markets ?? defaultMarkets());
  const enabled = allowsMarketSwitch(routeName);
  const { market, language } = localeInfo[locale];
  const triggerText = intl.formatMessage(
    { id: 'shell.market.trigger' },
    {
      country: intl.formatMessage({ id: 'shell.market.country' }, { country: market }),
      language: intl.formatMessage({ id: 'shell.market.language' }, { language }),
    },
  );

  return (
    <Flyout
      label={
        <>
          {triggerText}
          {!enabled && (
            // Said, not hovered: a disabled button shows no tooltip in every browser.
            <VisuallyHidden>{`. ${intl.formatMessage({ id: 'shell.market.disabled' })}`}</VisuallyHidden>
          )}
        </>
      }
      panelLabel={intl.formatMessage({ id: 'shell.market.dialog' })}
      disabled={!enabled}
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
  );
}
