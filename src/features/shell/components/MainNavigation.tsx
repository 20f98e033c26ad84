import { useIntl } from 'react-intl';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../shellSlice';
import { CmsLink } from './CmsLink';

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
          <li key={tab.title} className="hs-nav__tab">
            <span className="hs-nav__title">{tab.title}</span>
            <ul className="hs-nav__links">
              {tab.links.map((link) => (
                <li key={link.url + link.label}>
                  <CmsLink url={link.url} locale={locale} onClick={onNavigate}>
                    {link.label}
                  </CmsLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
