import { useRef, useState } from 'react';
import type { ThreeDsAction } from '../../../src/api/types';
import {
  CardFields,
  type CardFieldsHandle,
} from '../../../src/features/checkout/payment/cardFields/CardFields';
import { ThreeDsModal } from '../../../src/features/checkout/payment/threeDs/ThreeDsModal';
import { primaryButtonStyle, secondaryButtonStyle } from '../../../src/ui';
import { providerOriginFor } from '../origins';
import { cardChallengePath, cardScriptPath } from '../paths';

function challengeAction(count: number): ThreeDsAction {
  const shop = window.location.origin;
  const url = `${providerOriginFor(shop)}${cardChallengePath}?${new URLSearchParams({ parent: shop })}`;
  return {
    type: 'threeDS2',
    paymentMethodType: 'scheme',
    token: `3ds-harness-${count}`,
    paymentData: 'pd-harness',
    url,
  };
}

/** The shop's card form and 3-D Secure modal, exactly as the payment step uses them. */
export function Harness({ transactionId }: { transactionId: string }) {
  const card = useRef<CardFieldsHandle>(null);
  const [bin, setBin] = useState<string | null>(null);
  const [result, setResult] = useState('');
  const [action, setAction] = useState<ThreeDsAction | null>(null);
  const [challenges, setChallenges] = useState(0);
  const [threeDs, setThreeDs] = useState('');

  const pay = async () => {
    setResult('Submitting…');
    const outcome = await card.current!.submit();
    setResult(
      outcome.ok
        ? `Token ${outcome.transactionId}, ${outcome.cardType ?? 'unknown brand'}, holder ${outcome.cardHolder}`
        : `Not submitted: ${Object.keys(outcome.errors).join(', ') || outcome.message}`,
    );
  };

  return (
    <>
      <CardFields
        ref={card}
        transactionId={transactionId}
        scriptUrl={cardScriptPath}
        onBinChange={setBin}
      />
      <p>
        <button type="button" style={primaryButtonStyle} onClick={() => void pay()}>
          Pay now
        </button>{' '}
        <button
          type="button"
          style={secondaryButtonStyle}
          onClick={() => {
            setChallenges((n) => n + 1);
            setAction(challengeAction(challenges + 1));
          }}
        >
          Start 3-D Secure
        </button>
      </p>
      <p>BIN: {bin ?? 'none'}</p>
      <p>Result: {result}</p>
      <p>3-D Secure: {threeDs || 'none'}</p>
      <ThreeDsModal
        action={action}
        onResult={(outcome) => {
          setThreeDs(outcome);
          setAction(null);
        }}
      />
    </>
  );
}
