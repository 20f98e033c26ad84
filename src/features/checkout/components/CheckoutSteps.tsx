import { FormattedMessage, useIntl } from 'react-intl';
import type { RouteName } from '../../../config/routeTable';
import { checkoutSteps } from '../model/checkoutRoutes';

/** Where the visitor is in the flow; the current step is announced as such. */
export function CheckoutSteps({ current }: { current: RouteName }) {
  const intl = useIntl();
  return (
    <nav
      className="hs-checkout__steps"
      aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}
    >
      <ol>
        {checkoutSteps.map((step) => (
          <li key={step.route} aria-current={step.route === current ? 'step' : undefined}>
            <FormattedMessage id={`checkout.steps.${step.key}`} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
