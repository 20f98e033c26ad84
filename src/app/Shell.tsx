import {
  CookieNotice,
  selectRoute,
  Header,
  FavouritesLink,
  AccountButtons,
  useOnDemand,
  ChunkBoundary,
  importFooter,
} from '../features/shell';
import { importHeaderFavourites } from '../features/favourites';
import { importHeaderAccount } from '../features/auth';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { ConnectedErrorModal } from './ConnectedErrorModal';
import { HeaderSearchSlot } from '../features/search';
import { afterPageQuiet } from '../lib/pageQuiet';
import { localeOfPath, matchRoute, routeDef } from '../config/routes';
import { useHostConfig } from '../config/HostConfigContext';
import type { Locale } from '../config/locales';
import { RouteSync } from './RouteSync';
import { RouteView } from './RouteView';
import { DocumentTitle } from './DocumentTitle';
import { ConsentManagerSync } from '../features/consent';
import { AnalyticsStarter } from '../features/analytics';
import { lazyChunk, loadChunk } from '../lib/chunks';

// Below the fold: the footer is its own chunk, loaded once the page has shown its content.
const Footer = lazyChunk(importFooter, { after: afterPageQuiet });

// The favourites count and its slice and saga: their own chunk, loaded once the page has shown
// its content; the plain link stands in until then.
const loadHeaderFavourites = loadChunk(
  () => importHeaderFavourites().then((module) => module.default),
  { after: afterPageQuiet },
);

// The login state and its buttons: their own chunk; the identity SDK is yet another, loaded only
// when a login state must be read or a login starts (brands with the login flag only).
const HeaderAccount = lazyChunk(importHeaderAccount);

/**
 * The favourites link, with its count once that part is in. Its own component: the part's arrival
 * renders the link again, not the whole shell.
 */
function HeaderFavouritesSlot({ locale, withCount }: { locale: Locale; withCount: boolean }) {
  const [HeaderFavourites, requestFavourites] = useOnDemand(loadHeaderFavourites);
  useEffect(() => {
    if (withCount) requestFavourites();
  }, [withCount, requestFavourites]);
  return HeaderFavourites ? (
    <HeaderFavourites locale={locale} />
  ) : (
    <FavouritesLink locale={locale} />
  );
}

/** Header / page / footer; the voucher success page stands alone. */
export function Shell() {
  const config = useHostConfig();
  const { pathname } = useLocation();
  const matched = matchRoute(pathname);
  // The shell selects only the language it draws in, never the whole route: the route's status
  // changes a few times as a page loads, and each change would render every part of the shell.
  const locale = useAppSelector(
    (state) => localeOfPath(pathname) ?? selectRoute(state).locale ?? config.locale,
  );
  const bare = matched ? routeDef(matched.name).chrome === 'bare' : false;

  return (
    <>
      <RouteSync />
      <DocumentTitle />
      {/* Without the consent manager's connection every service stays undecided: nothing to say. */}
      <ChunkBoundary size="inline" standIn={null}>
        <ConsentManagerSync />
      </ChunkBoundary>
      <AnalyticsStarter />
      <a className="hs-skip-link" href="#hs-main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      {!bare && (
        <Header
          config={config}
          locale={locale}
          search={
            <ChunkBoundary size="inline" part="shell.part.search">
              <HeaderSearchSlot />
            </ChunkBoundary>
          }
          // The count and the login state have plain working versions: those stand in.
          favourites={
            <ChunkBoundary size="inline" standIn={<FavouritesLink locale={locale} />}>
              <HeaderFavouritesSlot locale={locale} withCount={config.features.favourites} />
            </ChunkBoundary>
          }
          account={
            <ChunkBoundary size="inline" standIn={<AccountButtons locale={locale} />}>
              <Suspense fallback={<AccountButtons locale={locale} />}>
                <HeaderAccount locale={locale} />
              </Suspense>
            </ChunkBoundary>
          }
        />
      )}
      <RouteView />
      {!bare && (
        <ChunkBoundary size="inline" part="shell.footer.label">
          <Suspense fallback={null}>
            <Footer locale={locale} />
          </Suspense>
        </ChunkBoundary>
      )}
      {/* Painted with the shell: a notice arriving later would be the page's last large paint
          (its LCP) on pages whose own content is smaller; it is an overlay, so it shifts nothing. */}
      {!bare && config.cookieNotice && <CookieNotice privacyUrl={config.privacyUrl} />}
      <ChunkBoundary size="inline">
        <ConnectedErrorModal />
      </ChunkBoundary>
    </>
  );
}
