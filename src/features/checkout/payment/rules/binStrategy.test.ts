/** @jest-environment node */
import fc from 'fast-check';
import { checkBin, type BinStrategyConfig } from './binStrategy';

const configured = (strategy: BinStrategyConfig['strategy']): BinStrategyConfig => ({
  strategy,
  bins: ['545454', '4917'],
  cardHolders: ['Erste Bank Kunde', 'Zoë Müller'],
});

describe('BIN strategies', () => {
  it('default: every card pays, none earns the discount', () => {
    expect(checkBin({ bin: '411111', cardHolder: 'Anyone' }, configured('default'))).toEqual({
      allowed: true,
      discount: false,
      message: null,
    });
  });

  it('discount: a matching holder and BIN earn the discount, others pay without it', () => {
    const config = configured('discount');
    expect(checkBin({ bin: '545454', cardHolder: '  zoë   MÜLLER ' }, config)).toEqual({
      allowed: true,
      discount: true,
      message: null,
    });
    expect(checkBin({ bin: '491712', cardHolder: 'Erste Bank Kunde' }, config).discount).toBe(true);
    expect(checkBin({ bin: '545454', cardHolder: 'Someone Else' }, config)).toEqual({
      allowed: true,
      discount: false,
      message: 'binNoDiscount',
    });
    expect(checkBin({ bin: '411111', cardHolder: 'Zoë Müller' }, config).message).toBe(
      'binNoDiscount',
    );
  });

  it('allow: only a matching holder and BIN may pay', () => {
    const config = configured('allow');
    expect(checkBin({ bin: '545454', cardHolder: 'Zoë Müller' }, config).allowed).toBe(true);
    expect(checkBin({ bin: '545454', cardHolder: 'Someone Else' }, config)).toEqual({
      allowed: false,
      discount: false,
      message: 'binNotApproved',
    });
    expect(checkBin({ bin: '5454', cardHolder: 'Zoë Müller' }, config).allowed).toBe(false);
  });

  it('does not restrict the holder when none is configured', () => {
    const config = { ...configured('allow'), cardHolders: [] };
    expect(checkBin({ bin: '545454', cardHolder: 'Anyone' }, config).allowed).toBe(true);
  });

  it('never grants the discount without a pay permission, nor outside the discount strategy', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BinStrategyConfig['strategy']>('default', 'discount', 'allow'),
        fc.stringMatching(/^\d{0,8}$/),
        fc.string(),
        (strategy, bin, cardHolder) => {
          const result = checkBin({ bin, cardHolder }, configured(strategy));
          if (result.discount) expect(result.allowed && strategy === 'discount').toBe(true);
          if (strategy !== 'allow') expect(result.allowed).toBe(true);
          if (!result.allowed) expect(result.message).toBe('binNotApproved');
        },
      ),
    );
  });
});
