import { FormattedMessage } from 'react-intl';
import type { RouteName } from '../config/routeTable';
import { useAppSelector } from '../store/hooks';
import { selectRoute } from '../features/shell/shellSlice';

/** A titled page for routes whose feature is not built yet. */
export function PlaceholderPage({ route }: { route: RouteName }) {
  const { params } = useAppSelector(selectRoute);
  return (
    <section className="hs-page" aria-labelledby="hs-page-heading">
      <h1 id="hs-page-heading">
        <FormattedMessage id={`shell.route.${route}`} values={params} />
      </h1>
      <p>
        <FormattedMessage id="shell.placeholder.comingSoon" />
      </p>
    </section>
  );
}
