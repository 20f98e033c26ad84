import type { CmsModule } from '../../../api/types';
import type { HostConfigInput } from '../../../config/hostConfig';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { shellSlice } from '../../shell';
import { CmsPageView } from '../components/CmsPageView';

interface Options {
  pageType?: string;
  /** Path with query, e.g. '/en-gb/summer?utm_source=bank'. */
  route?: string;
  config?: HostConfigInput;
  language?: 'en' | 'de';
}

/** A CMS page of these modules as the page load leaves it, rendered by CmsPageView. */
export function renderCmsModules(modules: CmsModule[], options: Options = {}) {
  const { pageType = 'homepage', route = '/en-gb', config = {}, language = 'en' } = options;
  const pathname = route.split('?')[0] ?? route;
  const locale = language === 'de' ? 'de-de' : 'en-gb';
  const shell = shellSlice.getInitialState();
  return renderWithProviders(<CmsPageView />, {
    route,
    language,
    config: testConfig({ locale, ...config }),
    preloadedState: {
      shell: {
        ...shell,
        route: { status: 'shown', name: 'homepage', locale, params: {}, pathname },
        page: {
          status: 'resolved',
          code: 200,
          title: 'Landing',
          data: { id: 'landing', slug: 'landing', pageType, modules },
        },
      },
    },
  });
}
