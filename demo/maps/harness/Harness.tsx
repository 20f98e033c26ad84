import GoogleMapReact from 'google-map-react';
import { useEffect, useState } from 'react';
import { loadGoogleMaps } from '../../../src/features/map/googleMapsLoader';
import { mapsScriptPath } from '../paths';
import { harnessPlaces, harnessStart } from './places';

interface MarkerProps {
  name: string;
  lat: number;
  lng: number;
}

/** google-map-react places it by its lat/lng props; the dot is centred on that point. */
function Marker({ name }: MarkerProps) {
  return <span className="marker" role="img" aria-label={name} />;
}

export interface HarnessWindow extends Window {
  gm_authFailure?: () => void;
  /** The map instance, for the browser check to read centre and zoom. */
  demoMapsHarness?: { map: { getZoom(): number; getCenter(): { toJSON(): object } } };
}

interface View {
  center: { lat: number; lng: number };
  zoom: number;
}

export function Harness({ apiKey }: { apiKey: string }) {
  // Controlled, as a shop map is: google-map-react reports each change and gets it back as props.
  const [view, setView] = useState<View>(harnessStart);
  const [loaded, setLoaded] = useState(false);
  const [refused, setRefused] = useState(false);
  const page = window as HarnessWindow;
  // Set before the map exists: the map is made only after the script has loaded.
  useEffect(() => {
    page.gm_authFailure = () => setRefused(true);
  }, [page]);

  const status = refused
    ? 'The map service refused the key.'
    : loaded
      ? `Zoom ${view.zoom}, centre ${view.center.lat.toFixed(4)}, ${view.center.lng.toFixed(4)}`
      : 'Loading the map…';

  return (
    <>
      <div className="map">
        <GoogleMapReact
          googleMapLoader={() =>
            loadGoogleMaps({ apiKey, scriptUrl: mapsScriptPath, language: 'en', region: 'GB' })
          }
          center={view.center}
          zoom={view.zoom}
          yesIWantToUseGoogleMapApiInternals
          onGoogleApiLoaded={({ map }) => {
            page.demoMapsHarness = { map };
            setLoaded(true);
          }}
          onChange={({ center, zoom }) => setView({ center, zoom })}
        >
          {harnessPlaces.map((place) => (
            <Marker key={place.name} name={place.name} lat={place.lat} lng={place.lng} />
          ))}
        </GoogleMapReact>
      </div>
      <p role="status">{status}</p>
    </>
  );
}
