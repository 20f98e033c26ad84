import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { expiryMonths, expiryYears } from './expiry';

interface ExpirySelectsProps {
  month: string;
  year: string;
  today: Date;
  errorId?: string;
  invalid: boolean;
  onMonth: (month: string) => void;
  onYear: (year: string) => void;
}

const rowStyle: CSSProperties = { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' };

/** Expiry month and year, kept by the shop (the provider hosts only number and CVV). */
export function ExpirySelects({
  month,
  year,
  today,
  errorId,
  invalid,
  onMonth,
  onYear,
}: ExpirySelectsProps) {
  const intl = useIntl();
  const monthId = useId();
  const yearId = useId();
  const t = (id: string) => intl.formatMessage({ id: `checkout.card.expiry.${id}` });
  return (
    <div style={rowStyle}>
      <div>
        <label htmlFor={monthId}>{t('month')}</label>
        <select
          id={monthId}
          value={month}
          autoComplete="cc-exp-month"
          aria-invalid={invalid}
          aria-describedby={errorId}
          onChange={(event) => onMonth(event.target.value)}
        >
          <option value="">{t('monthPlaceholder')}</option>
          {expiryMonths.map((m) => (
            <option key={m} value={String(m)}>
              {String(m).padStart(2, '0')}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={yearId}>{t('year')}</label>
        <select
          id={yearId}
          value={year}
          autoComplete="cc-exp-year"
          aria-invalid={invalid}
          aria-describedby={errorId}
          onChange={(event) => onYear(event.target.value)}
        >
          <option value="">{t('yearPlaceholder')}</option>
          {expiryYears(today).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
