import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CascadeOption } from '../../../../api/types';
import type { CascadeColumnState } from '../state/cascadeSlice';
import { useChosenInView } from './useChosenInView';

interface Props {
  /** The column's heading message id; also the group's name. */
  titleId: string;
  column: CascadeColumnState;
  selectedValue: string | null;
  /** How an option shows; the option's own label by default. */
  labelOf?: (option: CascadeOption) => string;
  formatPrice: (option: CascadeOption) => string;
  onChoose: (option: CascadeOption) => void;
}

/** One column of the hotel cascade: a group of choices, each with its cheapest price. */
export function CascadeColumn({ titleId, column, selectedValue, labelOf, ...props }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const { status, options } = column;
  const listRef = useChosenInView<HTMLUListElement>(status === 'resolved' ? selectedValue : null);
  return (
    <div role="group" aria-labelledby={headingId} className="hs-offers__column">
      <h3 id={headingId}>
        <FormattedMessage id={titleId} />
      </h3>
      {status === 'loading' && (
        <p role="status">
          <FormattedMessage id="hotelOffers.cascade.loading" />
        </p>
      )}
      {status === 'rejected' && (
        <p role="alert">
          <FormattedMessage id="hotelOffers.cascade.failed" />
        </p>
      )}
      {status === 'idle' && (
        <p>
          <FormattedMessage id="hotelOffers.cascade.chooseFirst" />
        </p>
      )}
      {status === 'resolved' && (
        <ul className="hs-offers__choices" ref={listRef}>
          {options.map((option) => {
            const label = labelOf ? labelOf(option) : option.label;
            const price = props.formatPrice(option);
            return (
              <li key={option.value}>
                <button
                  type="button"
                  className="hs-offers__choice"
                  aria-pressed={option.value === selectedValue}
                  aria-disabled={!option.available || undefined}
                  aria-label={intl.formatMessage(
                    { id: 'hotelOffers.cascade.option' },
                    { label, price },
                  )}
                  onClick={() => {
                    if (option.available) props.onChoose(option);
                  }}
                >
                  <span>{label}</span>
                  <span aria-hidden="true">{price}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
