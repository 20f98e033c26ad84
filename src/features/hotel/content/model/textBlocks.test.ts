import fc from 'fast-check';
import type { HotelTextBlock } from '../../../../api/types';
import { orderedTextBlocks, textBlockOrder } from './textBlocks';

const addressParts = ['street', 'city', 'country', 'zip'] as const;
const block = (type: string, text = `<p>${type}</p>`): HotelTextBlock =>
  ({ type, title: type, text }) as HotelTextBlock;

describe('hotel text blocks', () => {
  it('puts the blocks in the fixed order, whatever order the server sends', () => {
    const shuffled = [...textBlockOrder].reverse().map((type) => block(type));
    expect(orderedTextBlocks(shuffled).map((b) => b.type)).toEqual(textBlockOrder);
  });

  it('leaves out the address parts street, city, country and zip', () => {
    const blocks = [block('street'), block('intro'), block('zip'), block('city'), block('country')];
    expect(orderedTextBlocks(blocks).map((b) => b.type)).toEqual(['intro']);
  });

  it('drops unknown types and blocks without text, and keeps the server order within a type', () => {
    const blocks = [
      block('room', '<p>second room text</p>'),
      block('teaser'),
      block('beach', '   '),
      block('intro'),
      block('room', '<p>first?</p>'),
    ];
    expect(orderedTextBlocks(blocks).map((b) => b.text)).toEqual([
      '<p>intro</p>',
      '<p>second room text</p>',
      '<p>first?</p>',
    ]);
  });

  it('always yields a subsequence of the fixed order without address parts', () => {
    const types = [...textBlockOrder, ...addressParts, 'other'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...types), { maxLength: 40 }), (sent) => {
        const shown = orderedTextBlocks(sent.map((type) => block(type))).map((b) => b.type);
        const ranks = shown.map((type) => textBlockOrder.indexOf(type));
        expect(ranks.every((rank, i) => rank >= 0 && (i === 0 || rank >= ranks[i - 1]!))).toBe(
          true,
        );
        expect(shown).toHaveLength(
          sent.filter((type) => (textBlockOrder as readonly string[]).includes(type)).length,
        );
      }),
    );
  });
});
