import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { OffCanvas } from '../../../ui/OffCanvas';
import type { Locale } from '../../../config/locales';
import { MainNavigation } from './MainNavigation';
import { MarketFlyout } from './MarketFlyout';

interface Props {
  open: boolean;
  onClose(): void;
  locale: Locale;
  /** The header's account area (login state and buttons), when the brand has a login. */
  account: ReactNode;
  burgerRef: RefObject<HTMLButtonElement>;
}

/** The off-canvas 'Menu' of screens up to 767 px; its own chunk, loaded on first open. */
export default function MobileMenu({ open, onClose, locale, account, burgerRef }: Props) {
  const intl = useIntl();
  return (
    <OffCanvas
      id="hs-offcanvas-menu"
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.header.menu' })}
      returnFocusRef={burgerRef}
    >
      <MainNavigation locale={locale} onNavigate={onClose} />
      <MarketFlyout locale={locale} />
      {account}
    </OffCanvas>
  );
}
