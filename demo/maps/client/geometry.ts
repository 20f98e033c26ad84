import { clampLat, wrapLng, type LatLngValue } from './projection';

export type LatLngInput = LatLng | LatLngValue;

/** google.maps.LatLng: latitude clamped to ±90 and longitude wrapped, unless told not to. */
export class LatLng {
  private readonly latValue: number;
  private readonly lngValue: number;

  constructor(
    latOrLiteral: number | LatLngInput,
    lngOrNoClamp?: number | boolean | null,
    noClampNoWrap?: boolean,
  ) {
    let lat: number;
    let lng: number;
    let raw: boolean;
    if (typeof latOrLiteral === 'number') {
      lat = latOrLiteral;
      lng = Number(lngOrNoClamp);
      raw = noClampNoWrap === true;
    } else {
      const value = toLatLngValue(latOrLiteral);
      lat = value.lat;
      lng = value.lng;
      raw = lngOrNoClamp === true;
    }
    this.latValue = raw ? lat : clampLat(lat);
    this.lngValue = raw ? lng : wrapLng(lng);
  }

  lat(): number {
    return this.latValue;
  }

  lng(): number {
    return this.lngValue;
  }

  equals(other: LatLngInput | null | undefined): boolean {
    if (!other) return false;
    const value = toLatLngValue(other);
    return (
      Math.abs(value.lat - this.latValue) <= 1e-9 && Math.abs(value.lng - this.lngValue) <= 1e-9
    );
  }

  toJSON(): LatLngValue {
    return { lat: this.latValue, lng: this.lngValue };
  }

  toString(): string {
    return `(${this.latValue}, ${this.lngValue})`;
  }

  toUrlValue(precision = 6): string {
    const round = (value: number) => String(Number(value.toFixed(precision)));
    return `${round(this.latValue)},${round(this.lngValue)}`;
  }
}

export function toLatLngValue(input: LatLngInput): LatLngValue {
  if (input instanceof LatLng) return { lat: input.lat(), lng: input.lng() };
  return { lat: Number(input.lat), lng: Number(input.lng) };
}

export function toLatLng(input: LatLngInput): LatLng {
  return input instanceof LatLng ? input : new LatLng(input);
}

/** google.maps.Point */
export class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}

  equals(other: Point | null | undefined): boolean {
    return !!other && other.x === this.x && other.y === this.y;
  }

  toString(): string {
    return `(${this.x}, ${this.y})`;
  }
}

/** google.maps.Size */
export class Size {
  constructor(
    public width: number,
    public height: number,
    public widthUnit?: string,
    public heightUnit?: string,
  ) {}

  equals(other: Size | null | undefined): boolean {
    return !!other && other.width === this.width && other.height === this.height;
  }

  toString(): string {
    return `(${this.width}, ${this.height})`;
  }
}

export interface LatLngBoundsLiteral {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Eastward distance in degrees from `from` to `to` (0..360). */
const eastward = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

/**
 * google.maps.LatLngBounds. A box may cross the antimeridian (west > east); an empty box has
 * south > north.
 */
export class LatLngBounds {
  private south = 1;
  private north = -1;
  private west = 180;
  private east = -180;

  constructor(swOrLiteral?: LatLngInput | LatLngBoundsLiteral | null, ne?: LatLngInput | null) {
    if (swOrLiteral && 'north' in swOrLiteral) {
      this.south = swOrLiteral.south;
      this.north = swOrLiteral.north;
      this.west = wrapLng(swOrLiteral.west);
      this.east = wrapLng(swOrLiteral.east);
      return;
    }
    if (swOrLiteral) this.extend(swOrLiteral);
    if (ne) this.extend(ne);
  }

  isEmpty(): boolean {
    return this.south > this.north;
  }

  private spansAllLongitudes(): boolean {
    return this.west === -180 && this.east === 180;
  }

  private containsLng(lng: number): boolean {
    if (this.spansAllLongitudes()) return true;
    return this.west <= this.east
      ? lng >= this.west && lng <= this.east
      : lng >= this.west || lng <= this.east;
  }

  contains(point: LatLngInput): boolean {
    const { lat, lng } = toLatLng(point).toJSON();
    return !this.isEmpty() && lat >= this.south && lat <= this.north && this.containsLng(lng);
  }

  extend(point: LatLngInput): this {
    const { lat, lng } = toLatLng(point).toJSON();
    if (this.isEmpty()) {
      this.south = this.north = lat;
      this.west = this.east = lng;
      return this;
    }
    this.south = Math.min(this.south, lat);
    this.north = Math.max(this.north, lat);
    if (!this.containsLng(lng)) {
      // Grow towards whichever side needs the smaller step, as Google does.
      if (eastward(lng, this.west) < eastward(this.east, lng)) this.west = lng;
      else this.east = lng;
    }
    return this;
  }

  union(other: LatLngBounds | LatLngBoundsLiteral): this {
    const bounds = other instanceof LatLngBounds ? other : new LatLngBounds(other);
    if (bounds.isEmpty()) return this;
    this.extend(bounds.getSouthWest());
    this.extend(bounds.getNorthEast());
    return this;
  }

  getSouthWest(): LatLng {
    return new LatLng(this.south, this.west, true);
  }

  getNorthEast(): LatLng {
    return new LatLng(this.north, this.east, true);
  }

  getCenter(): LatLng {
    const width = this.west <= this.east ? this.east - this.west : eastward(this.west, this.east);
    return new LatLng((this.south + this.north) / 2, this.west + width / 2);
  }

  toSpan(): LatLng {
    if (this.isEmpty()) return new LatLng(0, 0, true);
    const width = this.spansAllLongitudes() ? 360 : eastward(this.west, this.east);
    return new LatLng(this.north - this.south, width, true);
  }

  intersects(other: LatLngBounds | LatLngBoundsLiteral): boolean {
    const bounds = other instanceof LatLngBounds ? other : new LatLngBounds(other);
    if (this.isEmpty() || bounds.isEmpty()) return false;
    const literal = bounds.toJSON();
    const latOverlap = literal.south <= this.north && literal.north >= this.south;
    const lngOverlap =
      this.containsLng(literal.west) ||
      this.containsLng(literal.east) ||
      bounds.containsLng(this.west);
    return latOverlap && lngOverlap;
  }

  equals(other: LatLngBounds | LatLngBoundsLiteral | null | undefined): boolean {
    if (!other) return false;
    const a = this.toJSON();
    const b = (other instanceof LatLngBounds ? other : new LatLngBounds(other)).toJSON();
    return (['north', 'south', 'east', 'west'] as const).every(
      (side) => Math.abs(a[side] - b[side]) <= 1e-9,
    );
  }

  toJSON(): LatLngBoundsLiteral {
    return { north: this.north, south: this.south, east: this.east, west: this.west };
  }

  toString(): string {
    return `(${this.getSouthWest().toString()}, ${this.getNorthEast().toString()})`;
  }

  toUrlValue(precision = 6): string {
    return `${this.getSouthWest().toUrlValue(precision)},${this.getNorthEast().toUrlValue(precision)}`;
  }
}
