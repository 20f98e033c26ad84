import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Modal } from '../../../ui';
import { useMoney } from '../../shell';
import { checkoutActions, selectCheckout } from '../checkoutSlice';

/** Spec 2 §4: a kept price change is accepted (on to the next page) or rejected (cleared). */
export function OfferChangeModal({ onReject }: { onReject: () => void }) {
  const { offerChange } = useAppSelector(selectCheckout);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const money = useMoney();
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
              difference: `${price.difference > 0 ? '+' : ''}${money(price.difference, price.currency)}`,
            }}
          />
        </p>
      )}
    </Modal>
  );
}
