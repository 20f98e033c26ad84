/** How card-number ranges (BINs) are treated (docs/rules/checkout.md, "Card number ranges"). */
export type BinStrategy = 'default' | 'discount' | 'allow';

export interface BinStrategyConfig {
  strategy: BinStrategy;
  /** Configured BIN prefixes (the card number's leading digits). */
  bins: string[];
  /** Configured card holder names; an empty list does not restrict the holder. */
  cardHolders: string[];
}

export interface BinCheckInput {
  /** The first six digits of the card number. */
  bin: string;
  cardHolder: string;
}

export interface BinCheckResult {
  allowed: boolean;
  discount: boolean;
  /**
   * binNotApproved: 'this card is not approved for this service';
   * binNoDiscount: the card pays, but without the travel discount.
   */
  message: 'binNotApproved' | 'binNoDiscount' | null;
}

const binLength = 6;

function normaliseHolder(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
}

function binMatches(bin: string, bins: string[]): boolean {
  if (!new RegExp(`^\\d{${binLength}}$`).test(bin)) return false;
  return bins.some((prefix) => {
    const digits = prefix.trim();
    return /^\d+$/.test(digits) && (bin.startsWith(digits) || digits.startsWith(bin));
  });
}

function holderMatches(cardHolder: string, cardHolders: string[]): boolean {
  if (cardHolders.length === 0) return true;
  const holder = normaliseHolder(cardHolder);
  return holder !== '' && cardHolders.some((name) => normaliseHolder(name) === holder);
}

/**
 * default: every card pays, none earns the discount. discount: every card pays; the discount
 * needs card holder and BIN to match the configured ones. allow: only a card whose holder and BIN
 * match may pay.
 */
export function checkBin(input: BinCheckInput, config: BinStrategyConfig): BinCheckResult {
  if (config.strategy === 'default') return { allowed: true, discount: false, message: null };
  const matches =
    binMatches(input.bin, config.bins) && holderMatches(input.cardHolder, config.cardHolders);
  if (config.strategy === 'discount') {
    return matches
      ? { allowed: true, discount: true, message: null }
      : { allowed: true, discount: false, message: 'binNoDiscount' };
  }
  return matches
    ? { allowed: true, discount: false, message: null }
    : { allowed: false, discount: false, message: 'binNotApproved' };
}
