import { FormattedMessage } from 'react-intl';
import type { ExtraOption } from '../../../../api/types';
import { useExtrasMoney } from './useExtrasMoney';

/** Server titles and descriptions as plain text, each with its price. */
export function OptionDetails({ options, currency }: { options: ExtraOption[]; currency: string }) {
  const money = useExtrasMoney();
  return (
    <ul className="hs-extras__details">
      {options.map((option) => (
        <li key={option.refId}>
          <h3>{option.title}</h3>
          <p>{option.description}</p>
          <p>
            <FormattedMessage
              id="checkout.extras.modal.price"
              values={{ price: money({ value: option.service.price.amount, currency }) }}
            />
          </p>
        </li>
      ))}
    </ul>
  );
}
