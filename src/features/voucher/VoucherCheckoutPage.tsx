import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../config/routes';
import { useAppSelector } from '../../store/hooks';
import { LoadFailed } from '../../ui';
import { selectRouteLocale } from '../shell';
import { useVoucherEntry } from './components/useVoucherEntry';
import { VoucherLoading, VoucherNavigator } from './components/VoucherDialogs';
import { VoucherForm } from './components/VoucherForm';
import { selectVoucher } from './voucherSlice';

/** The gift-voucher checkout: the cart's form, or why there is nothing to buy. */
export function VoucherCheckoutPage() {
  const { retry } = useVoucherEntry('checkout');
  const { status, cart, noVouchers, checkoutId, purchase } = useAppSelector(selectVoucher);
  const locale = useAppSelector(selectRouteLocale);
  return (
    <section className="hs-page" aria-labelledby="hs-page-heading" style={{ padding: '1rem' }}>
      <h1 id="hs-page-heading">
        <FormattedMessage id="voucher.heading" />
      </h1>
      {noVouchers ? (
        <div role="status">
          <h2>
            <FormattedMessage id="voucher.noVouchers.heading" />
          </h2>
          <p>
            <FormattedMessage id="voucher.noVouchers.editor" />
          </p>
        </div>
      ) : status === 'rejected' ? (
        <>
          <LoadFailed onRetry={retry}>
            <FormattedMessage id="voucher.loadFailed" />
          </LoadFailed>
          {locale && (
            <p>
              <Link to={href('voucher_checkout', locale)} reloadDocument>
                <FormattedMessage id="voucher.startAgain" />
              </Link>
            </p>
          )}
        </>
      ) : cart && checkoutId && status === 'resolved' && purchase.status !== 'paid' ? (
        <>
          <p>
            <FormattedMessage id="voucher.intro" />
          </p>
          <VoucherForm key={checkoutId} checkoutId={checkoutId} cart={cart} />
        </>
      ) : (
        <VoucherLoading />
      )}
      <VoucherNavigator />
    </section>
  );
}
