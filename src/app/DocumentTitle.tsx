import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../store/hooks';
import {
  selectNotFoundPath,
  selectPage,
  selectRouteName,
  selectRoutePathname,
} from '../features/shell';
import { resolvePageTitle } from './pageTitle';
import { checkoutRouteNames } from './routeGroups';

export function DocumentTitle() {
  const intl = useIntl();
  const page = useAppSelector(selectPage);
  const routeName = useAppSelector(selectRouteName);
  const pathname = useAppSelector(selectRoutePathname);
  const notFoundView = useAppSelector(selectNotFoundPath) === pathname;

  useEffect(() => {
    const checkout = intl.formatMessage({ id: 'shell.title.checkout' });
    const title = resolvePageTitle({
      code: notFoundView ? 404 : page.code,
      metaTitle: page.title,
      routeName,
      currentTitle: document.title,
      notFoundTitle: intl.formatMessage({ id: 'shell.title.notFound' }),
      titleMap: {
        default: intl.formatMessage({ id: 'shell.title.default' }),
        resultlist: intl.formatMessage({ id: 'shell.title.resultlist' }),
        hoteldetail: intl.formatMessage({ id: 'shell.title.hoteldetail' }),
        favorites: intl.formatMessage({ id: 'shell.title.favorites' }),
        ...Object.fromEntries(checkoutRouteNames.map((name) => [name, checkout])),
      },
    });
    if (title !== null) document.title = title;
  }, [intl, page.code, page.title, routeName, notFoundView]);

  return null;
}
