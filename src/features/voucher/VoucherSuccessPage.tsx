import { useEffect, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../config/routes';
import { useAppSelector } from '../../store/hooks';
import { LoadFailed } from '../../ui';
import { primaryButtonStyle, secondaryButtonStyle } from '../../ui/theme';
import { paymentVault } from '../checkout';
import { selectRouteLocale } from '../shell';
import { useVoucherEntry } from './components/useVoucherEntry';
import { VoucherLoading } from './components/VoucherDialogs';
import { useVoucherMoney } from './components/useVoucherMoney';
import { clearVoucherDraft } from './model/voucherDraft';
import { isPaidVoucher } from './voucherSaga';
import { selectVoucher } from './voucherSlice';

const pageStyle: CSSProperties = { maxWidth: '44rem', margin: '0 auto', padding: '1.5rem 1rem' };
const factsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.5rem 1rem',
  padding: '1rem',
  border: '2px dashed currentColor',
  borderRadius: '0.5rem',
};

/**
 * The voucher success page, without header and footer: the value, whom it is for, the code, where
 * it was sent and how it is redeemed. A voucher that is not paid leads back to its checkout
 * (docs/rules/voucher.md, "The success page").
 */
export function VoucherSuccessPage() {
  const { checkoutId, retry } = useVoucherEntry('success');
  const { status, cart } = useAppSelector(selectVoucher);
  const locale = useAppSelector(selectRouteLocale);
  const money = useVoucherMoney();
  const paid = cart !== null && cart.id === checkoutId && isPaidVoucher(cart);

  useEffect(() => {
    if (!paid || !checkoutId) return;
    // The purchase is over: what was typed for it is forgotten.
    clearVoucherDraft(checkoutId);
    paymentVault.clear();
  }, [paid, checkoutId]);

  // Until the voucher is known, the page is named by its title.
  const title = (
    <h1 id="hs-page-heading">
      <FormattedMessage id="voucher.success.title" />
    </h1>
  );
  let body;
  if (status === 'rejected') {
    body = (
      <>
        {title}
        <LoadFailed onRetry={retry}>
          <FormattedMessage id="voucher.success.loadFailed" />
        </LoadFailed>
      </>
    );
  } else if (status !== 'resolved' || !cart || cart.id !== checkoutId) {
    body = (
      <>
        {title}
        <VoucherLoading />
      </>
    );
  } else if (!paid) {
    body = (
      <>
        <h1 id="hs-page-heading">
          <FormattedMessage id="voucher.success.unpaid.heading" />
        </h1>
        <p>
          <FormattedMessage id="voucher.success.unpaid.text" />
        </p>
        {locale && checkoutId && (
          <Link style={primaryButtonStyle} to={href('voucher_checkout', locale, { checkoutId })}>
            <FormattedMessage id="voucher.success.unpaid.link" />
          </Link>
        )}
      </>
    );
  } else {
    const amount = cart.voucher.amount;
    const recipient = [cart.voucher.recipient?.firstName, cart.voucher.recipient?.lastName]
      .filter(Boolean)
      .join(' ');
    const email = cart.customer?.email;
    body = (
      <>
        <h1 id="hs-page-heading">
          <FormattedMessage id="voucher.success.heading" />
        </h1>
        <dl style={factsStyle}>
          {amount && (
            <>
              <dt>
                <FormattedMessage id="voucher.success.value" />
              </dt>
              <dd style={{ margin: 0, fontWeight: 700 }}>
                {money(amount.amount, amount.currency ?? cart.currency)}
              </dd>
            </>
          )}
          {recipient && (
            <>
              <dt>
                <FormattedMessage id="voucher.success.recipient" />
              </dt>
              <dd style={{ margin: 0 }}>{recipient}</dd>
            </>
          )}
          {cart.voucher.code && (
            <>
              <dt>
                <FormattedMessage id="voucher.success.code" />
              </dt>
              <dd style={{ margin: 0 }}>
                <code style={{ fontSize: '1.25rem', letterSpacing: '0.05em' }}>
                  {cart.voucher.code}
                </code>
              </dd>
            </>
          )}
        </dl>
        <p>
          {email ? (
            <FormattedMessage id="voucher.success.sent" values={{ email }} />
          ) : (
            <FormattedMessage id="voucher.success.sentNoEmail" />
          )}
        </p>
        <h2>
          <FormattedMessage id="voucher.success.next" />
        </h2>
        <ol>
          {['step1', 'step2', 'step3'].map((step) => (
            <li key={step}>
              <FormattedMessage id={`voucher.success.${step}`} />
            </li>
          ))}
        </ol>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          <button type="button" style={secondaryButtonStyle} onClick={() => window.print()}>
            <FormattedMessage id="voucher.success.print" />
          </button>
          {locale && (
            <Link style={primaryButtonStyle} to={href('homepage', locale)}>
              <FormattedMessage id="voucher.success.home" />
            </Link>
          )}
        </p>
      </>
    );
  }
  return (
    <section style={pageStyle} aria-labelledby="hs-page-heading">
      {body}
    </section>
  );
}
