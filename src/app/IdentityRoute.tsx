import type { ComponentType } from 'react';
import { authSettingsOf } from '../features/auth';
import { useShopLocale } from '../features/shell';
import type { Locale } from '../config/locales';
import { useHostConfig } from '../config/HostConfigContext';
import { NotFound } from './NotFound';

/**
 * The login routes exist only for brands with the login flag and a provider
 * (docs/rules/shell-and-routes.md, "The not-found view").
 */
export function IdentityRoute({ page: Page }: { page: ComponentType<{ locale: Locale }> }) {
  const config = useHostConfig();
  const locale = useShopLocale();
  return authSettingsOf(config) ? <Page locale={locale} /> : <NotFound locale={locale} />;
}
