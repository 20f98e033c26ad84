/** The harness page (GET /demo-maps/harness); `?key=` picks the key, default 'demo-maps-key'. */
export function harnessPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Demo maps stand-in</title>
    <style>
      body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #1d2a33; background: #ffffff; }
      main { padding: 16px; }
      h1 { margin: 0 0 8px; font-size: 1.4rem; }
      .map { position: relative; width: 640px; height: 400px; }
      .marker { position: absolute; left: 0; top: 0; width: 14px; height: 14px; margin: -7px 0 0 -7px;
        box-sizing: border-box; border: 2px solid #ffffff; border-radius: 50%; background: #b0124e; }
    </style>
  </head>
  <body>
    <main>
      <h1>Demo maps stand-in</h1>
      <p>google-map-react on the demo host's stand-in for the Google Maps JavaScript API.</p>
      <div id="harness"></div>
    </main>
    <script src="/demo-maps/harness.js"></script>
  </body>
</html>
`;
}
