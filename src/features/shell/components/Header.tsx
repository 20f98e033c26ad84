import { Suspense, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { mobileQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import { href } from '../../../config/routes';
import type { Locale } from '../../../config/locales';
import type { HostConfig } from '../../../config/hostConfig';
import { AccountButtons } from './AccountButtons';
import { FavouritesLink } from './FavouritesLink';
import { MarketFlyoutSlot } from './MarketFlyoutSlot';
import { NavigationSpace } from './NavigationSpace';
import { ChunkBoundary } from '../ChunkBoundary';
import { lazyChunk } from '../../../lib/chunks';

interface Props {
  config: HostConfig;
  locale: Locale;
  /** The header autocomplete, composed by the app. */
  search?: ReactNode;
  /** The favourites link with its count, composed by the app; without it the plain link. */
  favourites?: ReactNode;
  /** The login state and its buttons, composed by the app; without it links to the login route. */
  account?: ReactNode;
}

const MobileMenu = lazyChunk(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu'));

// Loads while the layout it shows is on its way.
const MainNavigation = lazyChunk(
  () => import(/* webpackChunkName: "main-navigation" */ './MainNavigation'),
);

/** Logo, hotline, favourites, market flyout, navigation, login; a burger up to 767 px. */
export function Header({ config, locale, search, favourites, account }: Props) {
  const intl = useIntl();
  const isMobile = useMediaQuery(mobileQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and return focus.
  const [menuUsed, setMenuUsed] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { brand, features } = config;
  const favouritesLink = features.favourites && (favourites ?? <FavouritesLink locale={locale} />);
  const accountArea = features.login ? (account ?? <AccountButtons locale={locale} />) : null;

  return (
    <header className="hs-header">
      <Link className="hs-header__logo" to={href('homepage', locale)}>
        {brand.logoUrl ? (
          <img
            src={brand.logoUrl}
            alt={intl.formatMessage({ id: 'shell.header.home' }, { brand: brand.name })}
            // Drawn 40 px high (shell.css); the file's size gives the width before it loads.
            width={brand.logoSize?.width}
            height={brand.logoSize?.height ?? 40}
          />
        ) : (
          <span>{brand.name}</span>
        )}
      </Link>
      {brand.hotline && (
        <a className="hs-header__hotline" href={`tel:${brand.hotline.tel}`}>
          <FormattedMessage id="shell.header.hotline" values={{ number: brand.hotline.label }} />
        </a>
      )}
      {search}
      {isMobile ? (
        <>
          {favouritesLink}
          <button
            ref={burgerRef}
            type="button"
            className="hs-header__burger"
            aria-expanded={menuOpen}
            aria-controls="hs-offcanvas-menu"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <span aria-hidden="true">☰</span>
            <span className="hs-visually-hidden">
              <FormattedMessage id="shell.header.openMenu" />
            </span>
          </button>
          {menuUsed && (
            <ChunkBoundary size="inline" part="shell.header.menu">
              <Suspense fallback={null}>
                <MobileMenu
                  open={menuOpen}
                  onClose={() => setMenuOpen(false)}
                  locale={locale}
                  account={accountArea}
                  burgerRef={burgerRef}
                />
              </Suspense>
            </ChunkBoundary>
          )}
        </>
      ) : (
        <>
          <div className="hs-header__tools">
            {favouritesLink}
            <ChunkBoundary size="inline" part="shell.part.marketFlyout">
              <MarketFlyoutSlot locale={locale} />
            </ChunkBoundary>
            {accountArea}
          </div>
          {/* The navigation takes a row of its own under the tools (its chunk's styles). */}
          <ChunkBoundary size="inline" part="shell.header.mainNavigation">
            <Suspense fallback={<NavigationSpace />}>
              <MainNavigation locale={locale} />
            </Suspense>
          </ChunkBoundary>
        </>
      )}
    </header>
  );
}
