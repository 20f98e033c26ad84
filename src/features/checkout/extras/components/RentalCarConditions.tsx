import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RentalCarConditionsResponse } from '../../../../api/types';

export type RentalCarCondition = RentalCarConditionsResponse['conditions'][number];

/** Loads one car's conditions; the caller's promise rejects on failure. */
export type LoadRentalCarConditions = (serviceId: string) => Promise<RentalCarCondition[]>;

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; conditions: RentalCarCondition[] };

/** One car's rental conditions, loaded when shown, with 'Try again' after a failure. */
export function RentalCarConditions({
  serviceId,
  load,
}: {
  serviceId: string;
  load: LoadRentalCarConditions;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Load>({ status: 'loading' });
  // A fresh callback from a re-rendering parent must not load again; only a new car or a retry does.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    // An answer for a closed modal or an older attempt must not land.
    let current = true;
    loadRef.current(serviceId).then(
      (conditions) => {
        if (current) setState({ status: 'loaded', conditions });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [serviceId, attempt]);

  if (state.status === 'loading')
    return (
      <p role="status">
        <FormattedMessage id="checkout.extras.rentalCar.loading" />
      </p>
    );
  if (state.status === 'failed')
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="checkout.extras.rentalCar.failed" />
        </p>
        <button
          type="button"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          <FormattedMessage id="checkout.extras.rentalCar.retry" />
        </button>
      </div>
    );
  if (state.conditions.length === 0)
    return (
      <p>
        <FormattedMessage id="checkout.extras.rentalCar.noConditions" />
      </p>
    );
  return (
    <dl>
      {state.conditions.map((condition, index) => (
        // Titles come from the server and may repeat; the list is replaced as a whole.
        <div key={index}>
          <dt>{condition.title}</dt>
          <dd>{condition.text}</dd>
        </div>
      ))}
    </dl>
  );
}
