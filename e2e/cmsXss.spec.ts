import { bringCmsModulesNear } from './cmsNearView';
import { expect, test } from './fixtures';

/**
 * Hostile CMS content in the browser: with the demo host's `xss` fault on the page load, every
 * text and HTML field of the homepage's CMS document starts with a script-injection vector. On
 * both brands' homepages, for a visitor and for a CMS editor (who also sees hidden modules), the
 * page renders and nothing runs.
 *
 * No accessibility scan here: the hostile CMS HTML itself brings images without alt text.
 */
for (const [brand, path, title] of [
  ['Sunwave', '/de-de', 'Sunwave Holidays'],
  ['Alpina', '/alpina/de-ch', 'Alpina Reisen'],
] as const) {
  for (const editor of [false, true]) {
    const audience = editor ? 'a CMS editor' : 'a visitor';
    test(`${brand}: hostile CMS content on the homepage runs nothing for ${audience}`, async ({
      page,
      context,
      baseURL,
      allowPolicyViolation,
      allowConsoleError,
    }) => {
      test.setTimeout(60_000);
      // The sanitiser parses the hostile HTML in an inert document, which shares the page's
      // policy: Chromium refuses (and reports) the vectors' inline handlers as they are parsed.
      // That report is the policy at work on hostile input; nothing of it reaches the page.
      allowPolicyViolation(/^script-src-attr blocked inline at /);
      allowConsoleError(/Executing inline event handler violates the following Content Security/);
      await context.addCookies([
        { name: 'demo_faults', value: 'get_page:xss', url: baseURL! },
        ...(editor ? [{ name: 'demo_cms_editor', value: '1', url: baseURL! }] : []),
      ]);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(path);
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(title);
      // The vectors arrived, and show as the text they are.
      await expect(heading).toContainText('alert(1)');
      // The lazy modules are in: the slider's controls and the payment logos.
      await bringCmsModulesNear(page);
      await expect(main.getByRole('button', { name: 'Vorheriges Bild' })).toBeVisible();
      await expect(main.getByRole('listitem').filter({ hasText: /^PayPal$/ })).toBeVisible();
      if (editor) {
        await expect(main.getByText('Nur für CMS-Redakteure sichtbar').first()).toBeVisible();
        // The inline-editing controls are in, and one text's field is open.
        const edit = main.getByRole('button', { name: /^Überschrift bearbeiten: / }).first();
        await edit.click();
        await expect(
          main.getByRole('textbox', { name: /^Überschrift \(neuer Text\)/ }),
        ).toBeVisible();
      }
      // Every lazy picture comes near the view once.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // Whatever an injected image or handler would load or run has had its chance.
      await page.waitForLoadState('networkidle');

      expect(await main.locator('script, iframe, object, embed').count()).toBe(0);
      expect(dialogs).toEqual([]);
    });
  }
}
