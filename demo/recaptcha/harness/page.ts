/**
 * The check page (GET /demo-recaptcha/harness): `?key=` picks the site key (default
 * 'demo-recaptcha-key', 'invalid' for the refused one), `?hl=de` the language.
 */
export function harnessPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Demo reCAPTCHA stand-in</title>
    <style>
      body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #1d2a33; background: #ffffff; }
      main { padding: 16px; max-width: 36rem; }
      h1 { margin: 0 0 8px; font-size: 1.4rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Demo reCAPTCHA stand-in</h1>
      <p>The shop's reCAPTCHA field on the demo host's stand-in for Google reCAPTCHA v2.</p>
      <div id="harness"></div>
    </main>
    <script src="/demo-recaptcha/harness.js"></script>
  </body>
</html>
`;
}
