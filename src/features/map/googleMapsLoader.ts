import { Loader } from '@googlemaps/js-api-loader';

/** Google's script address; a brand (or the demo host) may point `keys.googleMapsScriptUrl` elsewhere. */
export const googleMapsScriptUrl = 'https://maps.googleapis.com/maps/api/js';

export interface GoogleMapsOptions {
  apiKey: string;
  /** Default: Google's own script. */
  scriptUrl?: string;
  /** BCP 47 language of the map labels, e.g. 'de'. */
  language: string;
  /** Region bias, e.g. 'CH'. */
  region: string;
}

/** The `google.maps` namespace as google-map-react receives it; the shop never calls it directly. */
export type GoogleMapsApi = Record<string, unknown>;

let loading: Promise<GoogleMapsApi> | undefined;

/**
 * Loads the Maps script once per page (the script itself allows only one load). A failed load
 * (no network, a refused key) rejects once and is not retried on its own: the map says so and the
 * visitor may try again, which starts a fresh attempt.
 */
export function loadGoogleMaps(options: GoogleMapsOptions): Promise<GoogleMapsApi> {
  if (!loading) {
    const loader = new Loader({
      apiKey: options.apiKey,
      url: options.scriptUrl ?? googleMapsScriptUrl,
      language: options.language,
      region: options.region,
      retries: 0,
    });
    loading = loader.load().then(
      (google) => google.maps as unknown as GoogleMapsApi,
      (error: unknown) => {
        loading = undefined;
        throw error instanceof Error ? error : new Error('The map service could not load.');
      },
    );
  }
  return loading;
}
