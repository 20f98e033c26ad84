import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExtraOption } from '../../../../api/types';
import { fromPrice, toggledRefIds, type ExtraGroup } from '../extrasRules';
import { ExtraDetailsModal, hasDetails } from './ExtraDetailsModal';
import type { OfferFlights } from './LuggageModal';
import type { LoadRentalCarConditions } from './RentalCarConditions';
import { useExtrasMoney } from './useExtrasMoney';

export interface ExtraCardProps {
  group: ExtraGroup;
  currency: string;
  loading: boolean;
  onChoose: (refIds: string[]) => void;
  flights?: OfferFlights;
  loadRentalCarConditions: LoadRentalCarConditions;
}

function OptionRow({
  option,
  currency,
  onToggle,
}: {
  option: ExtraOption;
  currency: string;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const money = useExtrasMoney();
  const values = { title: option.title };
  return (
    <li className={option.selected ? 'hs-extras__option is-selected' : 'hs-extras__option'}>
      <h4>{option.title}</h4>
      <p>{option.description}</p>
      <p>{money({ value: option.service.price.amount, currency })}</p>
      <button
        type="button"
        aria-pressed={option.selected}
        aria-label={intl.formatMessage(
          {
            id: option.selected ? 'checkout.extras.removeLabel' : 'checkout.extras.addLabel',
          },
          values,
        )}
        onClick={onToggle}
      >
        <FormattedMessage id={option.selected ? 'checkout.extras.remove' : 'checkout.extras.add'} />
      </button>
    </li>
  );
}

/**
 * One ancillary type (docs/rules/checkout.md, "What the extras step shows"): its options with an
 * add/remove toggle each, its 'from' price, its own loading state and, where the type has one, a
 * button to its details modal.
 */
export function ExtraCard({
  group,
  currency,
  loading,
  onChoose,
  flights,
  loadRentalCarConditions,
}: ExtraCardProps) {
  const intl = useIntl();
  const money = useExtrasMoney();
  const headingId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const lowest = fromPrice(group, currency);
  const typeName = intl.formatMessage({ id: `checkout.extras.type.${group.type}` });

  return (
    <section className="hs-extras__card" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId}>{typeName}</h3>
      {lowest && (
        <p>
          <FormattedMessage id="checkout.extras.from" values={{ price: money(lowest) }} />
        </p>
      )}
      <ul>
        {group.options.map((option) => (
          <OptionRow
            key={option.refId}
            option={option}
            currency={currency}
            onToggle={() => onChoose(toggledRefIds(group, option.refId))}
          />
        ))}
      </ul>
      {loading && (
        <p role="status">
          <FormattedMessage id="checkout.extras.updating" />
        </p>
      )}
      {hasDetails(group.type) && (
        <>
          <button
            type="button"
            className="hs-extras__link"
            aria-label={intl.formatMessage(
              { id: 'checkout.extras.detailsLabel' },
              { type: typeName },
            )}
            onClick={() => setDetailsOpen(true)}
          >
            <FormattedMessage id="checkout.extras.details" />
          </button>
          <ExtraDetailsModal
            type={group.type}
            open={detailsOpen}
            onClose={() => setDetailsOpen(false)}
            options={group.options}
            currency={currency}
            flights={flights}
            loadRentalCarConditions={loadRentalCarConditions}
          />
        </>
      )}
    </section>
  );
}
