import { harnessPageHtml } from '../server/harnessPage';
import { scriptSafeJson } from '../server/scriptText';
import { cardHarnessPath } from './paths';

/** JSON for a <script type="application/json"> block. */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}

const fieldStyle = `
  html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
  input { box-sizing: border-box; width: 100%; height: 2.5rem; margin: 0; padding: 0 0.6rem;
    font: 16px Arial, Helvetica, sans-serif; color: #1d2a33; background: #ffffff;
    border: 1px solid #6b7780; border-radius: 4px; }
  input:focus { outline: 2px solid #0b5f73; outline-offset: -2px; }
  input.invalid { border-color: #b00020; }`;

/** One hosted field (GET /demo-card/field), on the provider origin, inside the shop's page. */
export function fieldPage(config: {
  field: string;
  instance: string;
  parentOrigin: string;
}): string {
  const isCvv = config.field === 'cvv';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${isCvv ? 'CVV' : 'Card number'}</title>
    <style>${fieldStyle}</style>
  </head>
  <body>
    <input type="text" inputmode="numeric" autocomplete="${isCvv ? 'cc-csc' : 'cc-number'}"
      maxlength="${isCvv ? 4 : 23}" spellcheck="false" aria-label="${isCvv ? 'CVV' : 'Card number'}" />
    ${jsonBlock('field-config', config)}
    <script src="/demo-card/field.js"></script>
  </body>
</html>
`;
}

/** The demo issuer's 3-D Secure challenge (GET /demo-card/challenge), on the provider origin. */
export function challengePage(config: { parentOrigin: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Demo Bank 3-D Secure</title>
    <style>
      body { margin: 0; padding: 1rem; font-family: Arial, Helvetica, sans-serif; color: #1d2a33; background: #ffffff; }
      h1 { margin: 0 0 0.5rem; font-size: 1.2rem; }
      .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; margin-top: 1rem; }
      button { padding: 0.5rem 1rem; font: inherit; border-radius: 4px; border: 1px solid #0b5f73; background: #ffffff; color: #0b5f73; cursor: pointer; }
      button.primary { background: #0b5f73; color: #ffffff; }
    </style>
  </head>
  <body>
    <main>
      <h1>Demo Bank: confirm your payment</h1>
      <p>This is the demo card issuer. Choose how the verification ends.</p>
      <div class="actions">
        <button type="button" class="primary" data-result="approved">Approve payment</button>
        <button type="button" data-result="refused">Refuse payment</button>
        <button type="button" data-result="cancelled">Cancel verification</button>
      </div>
      <p id="challenge-status" role="status"></p>
    </main>
    ${jsonBlock('challenge-config', config)}
    <script src="/demo-card/challenge.js"></script>
  </body>
</html>
`;
}

/** GET /demo-card/harness: the shop's CardFields on the stand-in, for the browser check. */
export function harnessPage(): string {
  return harnessPageHtml({
    path: cardHarnessPath,
    title: 'Demo card fields stand-in',
    intro: "The shop's card form on the demo host's stand-in for the hosted card fields.",
    maxWidth: '32rem',
  });
}
