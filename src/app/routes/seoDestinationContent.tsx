import { SeoDestinationPage } from '../../features/seo';
import { useAppSelector } from '../../store/hooks';
import { selectRouteLocale } from '../../features/shell';
import { useHostConfig } from '../../config/HostConfigContext';
import { NotFound } from '../NotFound';
import { PageModulesSlot } from '../../features/cms';

/** A destination the content service does not know shows the not-found view. */
export default function SeoDestinationContentRoute() {
  const config = useHostConfig();
  const locale = useAppSelector(selectRouteLocale) ?? config.locale;
  return (
    <>
      <PageModulesSlot />
      <SeoDestinationPage notFound={<NotFound locale={locale} />} />
    </>
  );
}
