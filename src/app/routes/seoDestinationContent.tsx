import { SeoDestinationPage } from '../../features/seo';
import { useShopLocale } from '../../features/shell';
import { NotFound } from '../NotFound';
import { PageModulesSlot } from '../../features/cms';

/** A destination the content service does not know shows the not-found view. */
export default function SeoDestinationContentRoute() {
  const locale = useShopLocale();
  return (
    <>
      <PageModulesSlot />
      <SeoDestinationPage notFound={<NotFound locale={locale} />} />
    </>
  );
}
