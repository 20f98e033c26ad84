import type { HotelTextBlock, HotelTextBlockType } from '../../../../api/types';

/**
 * The text blocks in their fixed order; anything else (the address parts) is left out
 * (docs/rules/hotel.md, "Texts").
 */
export const textBlockOrder: readonly HotelTextBlockType[] = [
  'intro',
  'location',
  'facility',
  'room',
  'board',
  'beach',
  'kids',
  'sport',
  'sport_free',
  'sport_with_fee',
  'wellness',
  'entertainment',
  'additional_info',
  'important_info',
  'construction_sites',
];

export interface ShownTextBlock extends HotelTextBlock {
  type: HotelTextBlockType;
}

const rank = new Map<string, number>(textBlockOrder.map((type, index) => [type, index]));

/**
 * The blocks to show, in the fixed order; blocks of one type keep the server's order. Address parts
 * (street, city, country, zip), unknown types and blocks without text are dropped.
 */
export function orderedTextBlocks(blocks: readonly HotelTextBlock[]): ShownTextBlock[] {
  return blocks
    .map((block, index) => ({ block, index, rank: rank.get(block.type) }))
    .filter(
      (entry): entry is { block: ShownTextBlock; index: number; rank: number } =>
        entry.rank !== undefined &&
        typeof entry.block.text === 'string' &&
        entry.block.text.trim() !== '',
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.block);
}
