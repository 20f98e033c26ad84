import { useAppSelector } from '../../../store/hooks';
import { selectPage, selectRouteLocale } from '../../shell';
import { CmsModuleList } from './ModuleList';

/** The modules of a shop page's page load (the page-modules chunk). */
export default function PageModules({ giataCode }: { giataCode?: number }) {
  const page = useAppSelector(selectPage);
  const locale = useAppSelector(selectRouteLocale);
  if (page.status !== 'resolved' || !page.data || !locale) return null;
  return (
    <div className="hs-page-modules">
      <CmsModuleList
        modules={page.data.modules}
        pageType={page.data.pageType}
        locale={locale}
        giataCode={giataCode}
      />
    </div>
  );
}
