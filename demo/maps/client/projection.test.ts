/** @jest-environment node */
import fc from 'fast-check';
import * as googleMapReact from 'google-map-react';
import { latLngToWorld, nearestCopy, worldToLatLng, wrapLng } from './projection';

const latitude = fc.double({ min: -85, max: 85, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const zoom = fc.integer({ min: 0, max: 22 });

// @types/google-map-react wraps these results ({ coords }, { point }); version 2.2.5 returns them bare.
const tile2LatLng = googleMapReact.tile2LatLng as unknown as (
  tile: { x: number; y: number },
  zoom: number,
) => { lat: number; lng: number };
const latLng2Tile = googleMapReact.latLng2Tile as unknown as (
  latLng: { lat: number; lng: number },
  zoom: number,
) => { x: number; y: number };

describe('Web Mercator of the maps stand-in', () => {
  it("matches Google's documented example (Chicago at zoom 3)", () => {
    // developers.google.com/maps/documentation/javascript/coordinates: LatLng 41.85, -87.65.
    const world = latLngToWorld({ lat: 41.85, lng: -87.65 });
    expect(world.x).toBeCloseTo(65.67111111111113, 10);
    expect(world.y).toBeCloseTo(95.17492654697409, 10);
    expect({ x: Math.floor(world.x * 8), y: Math.floor(world.y * 8) }).toEqual({ x: 525, y: 761 });
    expect({ x: Math.floor((world.x * 8) / 256), y: Math.floor((world.y * 8) / 256) }).toEqual({
      x: 2,
      y: 2,
    });
  });

  it('puts the map corners and the centre where Web Mercator has them', () => {
    expect(latLngToWorld({ lat: 0, lng: 0 })).toEqual({ x: 128, y: 128 });
    expect(latLngToWorld({ lat: 85.0511287798066, lng: -180 }).x).toBe(0);
    expect(latLngToWorld({ lat: 85.0511287798066, lng: -180 }).y).toBeCloseTo(0, 9);
    expect(latLngToWorld({ lat: -85.0511287798066, lng: 180 }).y).toBeCloseTo(256, 9);
  });

  it('round-trips a position through world coordinates', () => {
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const back = worldToLatLng(latLngToWorld({ lat, lng }));
        expect(back.lat).toBeCloseTo(lat, 9);
        expect(back.lng).toBeCloseTo(lng, 9);
      }),
    );
  });

  it("agrees with google-map-react's own tile maths at every zoom", () => {
    fc.assert(
      fc.property(latitude, longitude, zoom, (lat, lng, z) => {
        const world = latLngToWorld({ lat, lng });
        const tiles = 2 ** z / 256;
        const tile = { x: world.x * tiles, y: world.y * tiles };
        const back = tile2LatLng(tile, z);
        expect(back.lat).toBeCloseTo(lat, 7);
        expect(back.lng).toBeCloseTo(lng, 7);
        // Same tile, unless rounding puts the point right on a tile edge.
        const onEdge = (value: number) => Math.abs(value - Math.round(value)) < 1e-9;
        const theirs = latLng2Tile({ lat, lng }, z);
        if (!onEdge(tile.x)) expect(theirs.x).toBe(Math.floor(tile.x));
        if (!onEdge(tile.y)) expect(theirs.y).toBe(Math.floor(tile.y));
      }),
    );
  });

  it('wraps longitudes like google.maps.LatLng and keeps ±180', () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(-180)).toBe(-180);
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), (lng) => {
        const wrapped = wrapLng(lng);
        expect(wrapped).toBeGreaterThanOrEqual(-180);
        expect(wrapped).toBeLessThanOrEqual(180);
        const turns = (wrapped - lng) / 360;
        expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
      }),
    );
  });

  it('picks the copy of the world nearest the view', () => {
    expect(nearestCopy(10, 250)).toBe(266);
    expect(nearestCopy(250, 10)).toBe(-6);
    expect(nearestCopy(100, 120)).toBe(100);
  });
});
