import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createIntl } from 'react-intl';
import { expect, test } from './fixtures';

/**
 * Every market in its own language (docs/rules/languages.md): from the homepage through the
 * search mask, the result list and a hotel to the checkout's travellers step, an Italian, Spanish
 * or Swiss French shopper reads no English interface word, and prices and calendar months are in
 * the locale's format. The texts the journey looks for come from the language's own catalogue.
 */

/** English interface words a shopper of another language must never meet on these pages. */
const englishWords = [
  'Search',
  'Adults',
  'Children',
  'Book now',
  'Travellers',
  'Departure',
  'per person',
  'Filter',
];

const catalogues = path.resolve(__dirname, '../src/i18n/catalogues');

/** Formats a message of the language's catalogue as the shop does. */
function textsOf(language: string, intlLocale: string) {
  const messages: Record<string, string> = Object.assign(
    {},
    ...readdirSync(path.join(catalogues, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(catalogues, language, name), 'utf8'))),
  );
  const intl = createIntl({ locale: intlLocale, messages });
  return (id: string, values?: Record<string, string | number>) =>
    String(intl.formatMessage({ id }, values));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for an amount in the locale's currency format, e.g. "1.234 €" or "CHF 1’234". */
function moneyPattern(intlLocale: string, currency: string): RegExp {
  const format = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const group = format.formatToParts(123_456).find((part) => part.type === 'group')?.value ?? '';
  let source = '';
  let number = false;
  for (const part of format.formatToParts(1234)) {
    if (part.type !== 'integer' && part.type !== 'group') {
      source += escape(part.value).replace(/\s/g, '\\s');
    } else if (!number) {
      source += `\\d{1,3}(?:${escape(group)}?\\d{3})*`;
      number = true;
    }
  }
  return new RegExp(source);
}

/** Fails when the shop's visible text holds an English interface word. */
async function expectNoEnglish(page: Page, where: string) {
  const text = await page.locator('.hs-root').innerText();
  const found = englishWords.filter((word) => new RegExp(`\\b${word}\\b`).test(text));
  expect(found, `English words on the ${where}`).toEqual([]);
}

const markets = [
  { locale: 'it-it', language: 'it', intlLocale: 'it-IT', currency: 'EUR' },
  { locale: 'es-es', language: 'es', intlLocale: 'es-ES', currency: 'EUR' },
  { locale: 'fr-ch', language: 'fr', intlLocale: 'fr-CH', currency: 'CHF' },
];

for (const { locale, language, intlLocale, currency } of markets) {
  test(`${locale}: homepage, search mask, result list, hotel and travellers step speak ${language}`, async ({
    page,
    expectAccessible,
  }) => {
    // Five pages and two flyouts, each scanned: well over the default on a busy two-core machine.
    test.setTimeout(150_000);
    const t = textsOf(language, intlLocale);
    const money = moneyPattern(intlLocale, currency);

    await page.goto(`/${locale}`);
    await expect(page.locator('.hs-root')).toHaveAttribute('lang', locale);
    const mask = page.getByRole('search', { name: t('search.mask.label') });
    await expect(mask.getByRole('button', { name: t('search.mask.submit') })).toBeVisible();
    await expectNoEnglish(page, 'homepage');
    await expectAccessible(page, `${locale} homepage`);

    await mask.locator('.hs-travellers-flyout .hs-flyout__trigger').click();
    const travellers = page.getByRole('dialog', { name: t('search.travellers.dialog') });
    await expect(
      travellers.getByRole('button', { name: t('search.travellers.apply') }),
    ).toBeVisible();
    await expectNoEnglish(page, 'travellers flyout');
    await page.keyboard.press('Escape');
    await expect(travellers).toBeHidden();

    await mask.locator('.hs-period-flyout .hs-flyout__trigger').click();
    const period = page.getByRole('dialog', { name: t('search.period.label') });
    // The calendar names its months in the locale, as Intl does: one of the coming months.
    const months = Array.from({ length: 13 }, (_, index) => {
      const now = new Date();
      return new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric' }).format(
        new Date(now.getFullYear(), now.getMonth() + index, 1),
      );
    });
    await expect(
      period.getByRole('grid', { name: new RegExp(`^(${months.join('|')})$`) }).first(),
    ).toBeVisible();
    await expectNoEnglish(page, 'travel period flyout');
    await expectAccessible(page, `${locale} travel period flyout`);
    await page.keyboard.press('Escape');
    await expect(period).toBeHidden();

    // A destination, so the search opens a result list: the first place of the first country.
    await mask.locator('.hs-destination-flyout .hs-flyout__trigger').click();
    const places = page.getByRole('dialog', { name: t('search.destination.label') });
    await places.getByRole('checkbox').first().check();
    await places.getByRole('button', { name: t('search.destination.done') }).click();
    await expect(places).toBeHidden();

    await mask.getByRole('button', { name: t('search.mask.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/search`));
    const main = page.getByRole('main');
    const first = main.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(main.locator('ol.hs-resultlist__items')).toHaveAttribute('aria-busy', 'false');
    await expect(first).toContainText(money);
    await expectNoEnglish(page, 'result list');
    await expectAccessible(page, `${locale} result list`);

    await first.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/hotel/`));
    const box = page.getByRole('complementary', { name: t('hotelOffers.box.heading') });
    const book = box.getByRole('button', { name: t('hotelOffers.box.book') });
    await expect(book).toBeVisible();
    await expect(box).toHaveAttribute('aria-busy', 'false');
    await expect(box).toContainText(money);
    await expectNoEnglish(page, 'hotel page');
    await expectAccessible(page, `${locale} hotel page`);

    await book.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/booking/ancillaries/bk-`));
    await page
      .getByRole('radio', { name: new RegExp(`^${escape(t('checkout.extras.transfer.none'))}`) })
      .check();
    await page.getByRole('button', { name: t('checkout.extras.proceed') }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/booking/info/bk-`));
    const submit = page.getByRole('button', { name: t('checkout.travellers.submit') });
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(page.getByRole('alert').first()).toContainText(
      t('checkout.travellers.error.summary'),
    );
    await expectNoEnglish(page, 'travellers step');
    await expectAccessible(page, `${locale} travellers step`);
  });
}
