import { harnessPageHtml } from '../../server/harnessPage';
import { mapsHarnessPath } from '../paths';

/** The harness page (GET /demo-maps/harness); `?key=` picks the key, default 'demo-maps-key'. */
export function harnessPage(): string {
  return harnessPageHtml({
    path: mapsHarnessPath,
    title: 'Demo maps stand-in',
    intro: "google-map-react on the demo host's stand-in for the Google Maps JavaScript API.",
    rules: [
      '.map { position: relative; width: 640px; height: 400px; }',
      '.marker { position: absolute; left: 0; top: 0; width: 14px; height: 14px; margin: -7px 0 0 -7px;' +
        ' box-sizing: border-box; border: 2px solid #ffffff; border-radius: 50%; background: #b0124e; }',
    ],
  });
}
