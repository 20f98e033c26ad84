import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Modal } from '../../../ui';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { selectChargedAmount } from '../model/chargedSelectors';
import { useChargedMoney } from './useChargedMoney';

const signOf = (difference: number) => (difference > 0 ? '+' : difference < 0 ? '−' : '');

/**
 * A kept price change blocks going on until the shopper accepts it (the flow goes on
 * where it was going) or rejects it (cleared, and `onReject` leads back to the hotel); closing is
 * rejecting (docs/rules/checkout-prices.md).
 */
export function OfferChangeModal({ onReject }: { onReject: () => void }) {
  const { offerChange } = useAppSelector(selectCheckout);
  const charged = useAppSelector(selectChargedAmount);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const money = useChargedMoney();
  const price = offerChange?.price;
  const reject = () => {
    dispatch(checkoutActions.offerChangeRejected());
    onReject();
  };
  return (
    <Modal
      open={!!price}
      title={<FormattedMessage id="checkout.offerChange.title" />}
      onClose={reject}
      closeOnOverlayClick={false}
      footer={
        <div className="hs-checkout__actions">
          <button type="button" className="hs-checkout__button" onClick={reject}>
            {intl.formatMessage({ id: 'checkout.offerChange.reject' })}
          </button>
          <button
            type="button"
            className="hs-checkout__button hs-checkout__button--primary"
            onClick={() => dispatch(checkoutActions.offerChangeAccepted())}
          >
            {intl.formatMessage({ id: 'checkout.offerChange.accept' })}
          </button>
        </div>
      }
    >
      {price && (
        <p>
          <FormattedMessage
            id="checkout.offerChange.text"
            values={{
              price: money(price.perPersonAmount, price.currency),
              difference: `${signOf(price.difference)}${money(Math.abs(price.difference), price.currency)}`,
            }}
          />
        </p>
      )}
      {price && charged && (
        <p>
          <FormattedMessage
            id="checkout.offerChange.total"
            values={{ amount: money(charged.value, charged.currency) }}
          />
        </p>
      )}
    </Modal>
  );
}
