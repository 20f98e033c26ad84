import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { NewsTickerModule as NewsTickerData } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { secondaryButtonStyle } from '../../../ui/theme';
import { CmsLink } from '../../shell';
import { repeatMessages, tickerCopies } from './newsTicker';
import './NewsTickerModule.css';

type Message = NewsTickerData['messages'][number];

function TickerMessage({
  message,
  locale,
  copy,
}: {
  message: Message;
  locale: Locale;
  /** Repeats are for the eye only: plain text, hidden from assistive technology. */
  copy: number;
}) {
  if (!message.link || copy > 0) return <>{message.text}</>;
  return (
    <CmsLink url={message.link} locale={locale}>
      {message.text}
    </CmsLink>
  );
}

/**
 * The messages scroll by, repeated to fill about 10 slots. A pause button stops them (WCAG
 * 2.2.2); with reduced motion asked for they stand still, shown once (docs/rules/cms-modules.md,
 * "News ticker").
 */
export function NewsTickerModule({ module, locale }: { module: NewsTickerData; locale: Locale }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const label = intl.formatMessage({ id: 'cms.ticker.label' });
  const separator = <span aria-hidden="true">{module.separator}</span>;
  // One pass moves the track by exactly one copy, so the loop restarts on an identical picture.
  const copies = tickerCopies(module.messages.length);
  const trackStyle = {
    '--hs-ticker-shift': `${-100 / copies}%`,
    '--hs-ticker-duration': `${module.messages.length * 8}s`,
  } as CSSProperties;

  const body = reducedMotion ? (
    <ul className="hs-ticker__static">
      {module.messages.map((message, index) => (
        <li key={index}>
          {index > 0 && separator} <TickerMessage message={message} locale={locale} copy={0} />
        </li>
      ))}
    </ul>
  ) : (
    <>
      <button
        type="button"
        style={secondaryButtonStyle}
        onClick={() => setPaused((value) => !value)}
      >
        {intl.formatMessage({ id: paused ? 'cms.ticker.play' : 'cms.ticker.pause' })}
      </button>
      <div className="hs-ticker__window">
        <ul
          className={`hs-ticker__track hs-ticker__track--moving${paused ? ' hs-ticker__track--paused' : ''}`}
          style={trackStyle}
        >
          {repeatMessages(module.messages).map(({ copy, message }, index) => (
            <li key={index} {...(copy > 0 ? { 'aria-hidden': true } : {})}>
              {separator} <TickerMessage message={message} locale={locale} copy={copy} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );

  return (
    <section className="hs-ticker" aria-label={label}>
      {body}
      {module.link && (
        <CmsLink url={module.link.url} locale={locale}>
          {module.link.label}
        </CmsLink>
      )}
    </section>
  );
}
