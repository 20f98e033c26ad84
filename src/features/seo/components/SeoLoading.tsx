import { useIntl } from 'react-intl';
import { Loader } from '../../../ui/Loader';

/** The loading state until the content arrives, announced politely. */
export function SeoLoading() {
  const intl = useIntl();
  return (
    <section className="hs-page hs-seo-page" aria-busy="true">
      <p role="status">{intl.formatMessage({ id: 'seo.loading' })}</p>
      <Loader size="large" />
    </section>
  );
}
