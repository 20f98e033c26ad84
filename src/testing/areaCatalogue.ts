import { createIntl } from 'react-intl';

type Messages = Record<string, string>;

/**
 * The checks every message area (src/i18n/catalogues/{en,de}/<area>.json) passes: English and
 * German hold the same ids, all with the area's prefix, and every message formats as valid ICU
 * with the sample values its placeholders take.
 */
export function checkAreaCatalogue(
  area: string,
  { en, de }: { en: Messages; de: Messages },
  prefix: RegExp,
  sampleValues: Record<string, string | number | ((chunks: string[]) => string)>,
): void {
  it(`${area}: English and German have the same ids, all prefixed`, () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) expect(id).toMatch(prefix);
  });

  it.each([
    ['en', en],
    ['de', de],
  ])(`${area}: valid ICU messages in %s`, (locale, messages) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, sampleValues);
    expect(errors).toEqual([]);
  });
}
