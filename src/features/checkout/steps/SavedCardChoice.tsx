import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentAliasResponse } from '../../../api/types';
import { useAppSelector } from '../../../store/hooks';
import {
  selectAuthStatus,
  selectIsVerified,
  signedInAccessToken,
  useAuthFeature,
} from '../../auth';
import { useCheckoutRead } from '../components/useCheckoutRead';

export type StoredCard = NonNullable<PaymentAliasResponse['alias']>;

/**
 * The card the signed-in customer stored with the provider (paid by recurring payment), read
 * once per checkout and only for a visitor signed in with a verified e-mail: the request carries
 * the identity token in its Authorization header and the host answers that identity's cards alone
 * (docs/rules/payment-options.md). Anonymous or unverified visitors cause no request at all. The
 * card stays in the component, the token in this one request; neither reaches the store.
 */
export function useStoredCard(checkoutId: string, wanted: boolean): StoredCard | null {
  const read = useCheckoutRead();
  const loginConfigured = useAuthFeature();
  const signedIn = useAppSelector(selectAuthStatus) === 'authenticated';
  const verified = useAppSelector(selectIsVerified);
  const eligible = wanted && loginConfigured && signedIn && verified && checkoutId !== '';
  const [card, setCard] = useState<StoredCard | null>(null);
  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    void (async () => {
      const token = await signedInAccessToken();
      if (!token || controller.signal.aborted) return;
      const answer = await read(
        'checkout_get_payment_alias',
        { checkoutId },
        {},
        controller.signal,
        { Authorization: `Bearer ${token}` },
      );
      if (!controller.signal.aborted) setCard(answer.success ? answer.alias : null);
    })().catch(() => {
      // Without the stored card the visitor simply types a card.
      if (!controller.signal.aborted) setCard(null);
    });
    return () => {
      controller.abort();
      setCard(null);
    };
  }, [read, checkoutId, eligible]);
  return eligible ? card : null;
}

/** Saved card or another card; another card is the default, the saved one is a choice. */
export function SavedCardChoice({
  card,
  useSaved,
  onChange,
}: {
  card: StoredCard;
  useSaved: boolean;
  onChange: (useSaved: boolean) => void;
}) {
  const name = useId();
  return (
    <fieldset className="hs-checkout__saved-card">
      <legend>
        <FormattedMessage id="checkout.savedCard.legend" />
      </legend>
      <label>
        <input type="radio" name={name} checked={useSaved} onChange={() => onChange(true)} />{' '}
        <FormattedMessage
          id="checkout.savedCard.saved"
          values={{
            brand: card.cardType.toUpperCase(),
            masked: card.maskedNumber,
            expiry: card.expiry,
          }}
        />
      </label>
      <label>
        <input type="radio" name={name} checked={!useSaved} onChange={() => onChange(false)} />{' '}
        <FormattedMessage id="checkout.savedCard.new" />
      </label>
    </fieldset>
  );
}
