/** A stand-in's check page: the shop's component on the stand-in, for the browser checks. */
export interface HarnessPage {
  /** Where the page is served; its script is served beside it, at the same path plus `.js`. */
  path: string;
  /** Title and heading (plain text). */
  title: string;
  /** One sentence under the heading: what the page shows (plain text). */
  intro: string;
  /** The width the page's content keeps to, if any. */
  maxWidth?: string;
  /** CSS rules of the page's own. */
  rules?: readonly string[];
}

/** The HTML of a stand-in's check page; its script mounts the check into `#harness`. */
export function harnessPageHtml({ path, title, intro, maxWidth, rules = [] }: HarnessPage): string {
  const main = maxWidth ? `padding: 16px; max-width: ${maxWidth};` : 'padding: 16px;';
  const ownRules = rules.map((rule) => `\n      ${rule}`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #1d2a33; background: #ffffff; }
      main { ${main} }
      h1 { margin: 0 0 8px; font-size: 1.4rem; }${ownRules}
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${intro}</p>
      <div id="harness"></div>
    </main>
    <script src="${path}.js"></script>
  </body>
</html>
`;
}
