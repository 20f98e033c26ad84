import type { IntlShape } from 'react-intl';

const kibibyte = 1024;
const mebibyte = 1024 * kibibyte;

/**
 * A file's size as a visitor reads it beside its name: kB below one MB (rounded up, so a small
 * file never reads "0"), MB with one decimal above. The units follow the visitor's language.
 */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  if (bytes < mebibyte) {
    return intl.formatNumber(Math.max(1, Math.ceil(bytes / kibibyte)), {
      style: 'unit',
      unit: 'kilobyte',
    });
  }
  return intl.formatNumber(Math.ceil((bytes / mebibyte) * 10) / 10, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
}
