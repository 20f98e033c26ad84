import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CountdownModule as CountdownData } from '../../../api/types';
import { countdownTickMs, timeLeft, type TimeLeft } from './countdown';
import './CountdownModule.css';

const units: (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds'];

/** Headline and the days, hours, minutes and seconds left, ticking every second. */
export function CountdownModule({ module }: { module: CountdownData }) {
  const headingId = useId();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(module.date, now);
  const ended = Object.values(left).every((value) => value === 0);

  useEffect(() => {
    if (ended) return undefined;
    const timer = setInterval(() => setNow(Date.now()), countdownTickMs);
    return () => clearInterval(timer);
  }, [ended]);

  return (
    <section className="hs-countdown" aria-labelledby={headingId}>
      <h2 id={headingId}>{module.headline}</h2>
      <ul className="hs-countdown__units">
        {units.map((unit) => (
          <li key={unit}>
            <span className="hs-countdown__value">{left[unit]}</span>{' '}
            <FormattedMessage id={`cms.countdown.${unit}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
