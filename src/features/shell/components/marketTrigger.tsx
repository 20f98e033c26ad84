import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { localeInfo, type Locale } from '../../../config/locales';
import { allowsMarketSwitch } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectRouteName } from '../shellSlice';

/**
 * What the market flyout's trigger says ('Land und Sprache: Deutschland, Deutsch') and whether it
 * may open: checkout and SEO routes keep their market. Shared by the flyout and its stand-in.
 */
export function useMarketTrigger(locale: Locale): { label: ReactNode; enabled: boolean } {
  const intl = useIntl();
  const enabled = allowsMarketSwitch(useAppSelector(selectRouteName));
  const { market, language } = localeInfo[locale];
  const triggerText = intl.formatMessage(
    { id: 'shell.market.trigger' },
    {
      country: intl.formatMessage({ id: 'shell.market.country' }, { country: market }),
      language: intl.formatMessage({ id: 'shell.market.language' }, { language }),
    },
  );
  return {
    enabled,
    label: (
      <>
        {triggerText}
        {!enabled && (
          // Said, not hovered: a disabled button shows no tooltip in every browser.
          <VisuallyHidden>{`. ${intl.formatMessage({ id: 'shell.market.disabled' })}`}</VisuallyHidden>
        )}
      </>
    ),
  };
}
