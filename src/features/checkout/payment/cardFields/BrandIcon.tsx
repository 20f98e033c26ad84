import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { CardType } from './brands';

const badgeStyle: CSSProperties = {
  display: 'inline-block',
  minWidth: '2.75rem',
  padding: '0.15rem 0.35rem',
  border: '1px solid currentColor',
  borderRadius: '3px',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.2,
  textAlign: 'center',
};

const badgeText: Record<CardType, string> = {
  visa: 'VISA',
  mc: 'MC',
  amex: 'AMEX',
  diners: 'DC',
  discover: 'DISC',
  jcb: 'JCB',
};

/** The recognised card brand, named for assistive technology. */
export function BrandIcon({ cardType }: { cardType: CardType }) {
  const intl = useIntl();
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: `checkout.card.brand.${cardType}` })}
      style={badgeStyle}
    >
      <span aria-hidden="true">{badgeText[cardType]}</span>
    </span>
  );
}
