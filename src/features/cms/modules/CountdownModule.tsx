import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CountdownModule as CountdownData } from '../../../api/types';
import { countdownTickMs, timeLeft, type TimeLeft } from './countdown';
import { useScopedStyles } from '../../../ui/useScopedStyles';

/** The countdown's own rules, scoped under `.hs-root`: they come with its chunk. */
const countdownCss = `
.hs-root .hs-countdown__units{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
.hs-root .hs-countdown__units li{display:flex;flex-direction:column;align-items:center;min-width:4rem}
.hs-root .hs-countdown__value{font-size:2rem;font-weight:700;font-variant-numeric:tabular-nums}
`;

const units: (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds'];

/** Spec 3 §2.1, §4: headline and the days, hours, minutes and seconds left, ticking every second. */
export function CountdownModule({ module }: { module: CountdownData }) {
  useScopedStyles('cms-countdown', countdownCss);
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
