import { CmsPageView } from '../../../cms';
import { shellSlice } from '../../../shell';
import type { Language, Locale } from '../../../../config/locales';
import type { HostConfig } from '../../../../config/hostConfig';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { testConfig } from '../../../../testing/testConfig';

interface Options {
  language?: Language;
  locale?: Locale;
  headline?: string;
  link?: { text: string; url: string; newTab: boolean };
  config?: HostConfig;
}

/** A CMS page, /{locale}/help, whose document carries a complaint form module. */
export function renderHelpPage({
  language = 'en',
  locale = 'en-gb',
  headline = 'Write to us',
  link,
  config = testConfig(),
}: Options = {}) {
  const shell = shellSlice.getInitialState();
  return renderWithProviders(<CmsPageView />, {
    language,
    route: `/${locale}/help`,
    config,
    preloadedState: {
      shell: {
        ...shell,
        route: {
          status: 'shown',
          name: 'homepage',
          locale,
          params: { slug: 'help' },
          pathname: `/${locale}/help`,
        },
        page: {
          status: 'resolved',
          code: 200,
          title: 'Help',
          data: {
            id: 'help',
            slug: 'help',
            pageType: 'content',
            modules: [{ id: 'contact', type: 'complaintForm', headline, link }],
          },
        },
      },
    },
  });
}
