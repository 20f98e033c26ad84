/** Markers on the harness map (shared with the browser check, which computes where they belong). */
export const harnessPlaces = [
  { name: 'Palma', lat: 39.5696, lng: 2.6502 },
  { name: 'Ibiza', lat: 38.9067, lng: 1.4206 },
  { name: 'Barcelona', lat: 41.3874, lng: 2.1686 },
  { name: 'Valencia', lat: 39.4699, lng: -0.3763 },
] as const;

export const harnessStart = { center: { lat: 39.9, lng: 1.6 }, zoom: 6 } as const;
