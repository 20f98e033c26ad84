import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentAliasResponse } from '../../../api/types';
import { useCheckoutRead } from '../components/useCheckoutRead';

export type StoredCard = NonNullable<PaymentAliasResponse['alias']>;

/**
 * The card a returning customer stored with the provider (spec 2 §4 recurring payment), read
 * once per checkout; it stays in the component, never in the store.
 */
export function useStoredCard(checkoutId: string, wanted: boolean): StoredCard | null {
  const read = useCheckoutRead();
  const [card, setCard] = useState<StoredCard | null>(null);
  useEffect(() => {
    if (!wanted || !checkoutId) return;
    const controller = new AbortController();
    read<PaymentAliasResponse>(
      'checkout_get_payment_alias',
      { checkoutId },
      {},
      controller.signal,
    ).then(
      (answer) => setCard(answer.success ? answer.alias : null),
      // Without the stored card the visitor simply types a card.
      () => setCard(null),
    );
    return () => controller.abort();
  }, [read, checkoutId, wanted]);
  return card;
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
