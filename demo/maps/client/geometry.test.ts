/** @jest-environment node */
import { LatLng, LatLngBounds } from './geometry';

describe('google.maps.LatLng and LatLngBounds of the stand-in', () => {
  it('clamps latitude and wraps longitude unless told not to', () => {
    expect(new LatLng(95, 190).toJSON()).toEqual({ lat: 90, lng: -170 });
    expect(new LatLng(95, 190, true).toJSON()).toEqual({ lat: 95, lng: 190 });
    expect(new LatLng({ lat: 1, lng: 2 }).toUrlValue()).toBe('1,2');
    expect(new LatLng(1, 2).equals({ lat: 1, lng: 2 })).toBe(true);
  });

  it('grows a box across the antimeridian when that is the shorter way', () => {
    const bounds = new LatLngBounds({ lat: -10, lng: 170 }, { lat: 10, lng: 175 });
    bounds.extend({ lat: 0, lng: -175 });
    expect(bounds.toJSON()).toEqual({ north: 10, south: -10, west: 170, east: -175 });
    expect(bounds.contains({ lat: 0, lng: 179 })).toBe(true);
    expect(bounds.contains({ lat: 0, lng: 0 })).toBe(false);
    expect(bounds.getCenter().lng()).toBeCloseTo(177.5, 9);
    expect(bounds.toSpan().lng()).toBeCloseTo(15, 9);
  });

  it('starts empty and takes the first point as the whole box', () => {
    const bounds = new LatLngBounds();
    expect(bounds.isEmpty()).toBe(true);
    expect(bounds.contains({ lat: 0, lng: 0 })).toBe(false);
    bounds.extend(new LatLng(39.5, 2.6));
    expect(bounds.isEmpty()).toBe(false);
    expect(bounds.getNorthEast().toJSON()).toEqual({ lat: 39.5, lng: 2.6 });
    expect(bounds.union({ north: 41, south: 38, east: 3, west: -1 }).toJSON()).toEqual({
      north: 41,
      south: 38,
      east: 3,
      west: -1,
    });
  });
});
