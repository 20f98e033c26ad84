import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TransferOption } from '../../../../api/types';
import { transferFromPrice, type TransferGroup } from '../extrasRules';
import { HolidayTaxiModal } from './HolidayTaxiModal';
import { useExtrasMoney } from './useExtrasMoney';

export interface TransferChoiceProps {
  group: TransferGroup;
  loading: boolean;
  /** The transfer's refId, or an empty list for no transfer. */
  onChoose: (refIds: string[]) => void;
}

const none = 'none';

/**
 * The transfer teaser: one of the priced transfers or no transfer, framed 'from' the lowest price
 * (docs/rules/checkout.md, "What the extras step shows").
 */
export function TransferChoice({ group, loading, onChoose }: TransferChoiceProps) {
  const intl = useIntl();
  const money = useExtrasMoney();
  const name = useId();
  const legendId = useId();
  const [taxiOpen, setTaxiOpen] = useState(false);
  // The radios follow the visitor at once; the server's answer replaces the choice when it comes.
  const serverChoice = group.selectedRefId ?? none;
  const [choice, setChoice] = useState(serverChoice);
  const [lastServerChoice, setLastServerChoice] = useState(serverChoice);
  if (lastServerChoice !== serverChoice) {
    setLastServerChoice(serverChoice);
    setChoice(serverChoice);
  }
  const taxis = group.options.filter((option) => option.transfer.type === 'HolidayTaxi');

  const choose = (value: string) => {
    setChoice(value);
    onChoose(value === none ? [] : [value]);
  };

  const label = (option: TransferOption) =>
    intl.formatMessage(
      { id: 'checkout.extras.transfer.option' },
      {
        name: option.transfer.name,
        kind: intl.formatMessage({ id: `checkout.extras.transfer.kind.${option.transfer.type}` }),
        direction: intl.formatMessage({
          id: option.oneWayTransfer
            ? 'checkout.extras.transfer.oneWay'
            : 'checkout.extras.transfer.return',
        }),
        price: money(option.transfer.amount),
      },
    );

  return (
    <section className="hs-extras__card" aria-labelledby={legendId} aria-busy={loading}>
      <fieldset>
        <legend id={legendId}>
          <FormattedMessage
            id="checkout.extras.transfer.legend"
            values={{ price: money(transferFromPrice(group)) }}
          />
        </legend>
        {group.options.map((option) => (
          <label key={option.refId} className="hs-extras__radio">
            <input
              type="radio"
              name={name}
              value={option.refId}
              checked={choice === option.refId}
              onChange={() => choose(option.refId)}
            />{' '}
            {label(option)}
          </label>
        ))}
        <label className="hs-extras__radio">
          <input
            type="radio"
            name={name}
            value={none}
            checked={choice === none}
            onChange={() => choose(none)}
          />{' '}
          <FormattedMessage id="checkout.extras.transfer.none" />
        </label>
      </fieldset>
      {loading && (
        <p role="status">
          <FormattedMessage id="checkout.extras.updating" />
        </p>
      )}
      {taxis.length > 0 && (
        <>
          <button type="button" className="hs-extras__link" onClick={() => setTaxiOpen(true)}>
            <FormattedMessage id="checkout.extras.transfer.aboutTaxi" />
          </button>
          <HolidayTaxiModal open={taxiOpen} onClose={() => setTaxiOpen(false)} options={taxis} />
        </>
      )}
    </section>
  );
}
