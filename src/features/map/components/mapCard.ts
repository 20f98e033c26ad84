import type { ReactNode } from 'react';
import type { MapPlace } from '../../../api/types';

/** Where a hotel's card shows: beside its marker, or under the map under 414 px. */
export type MapCardVariant = 'overlay' | 'mobile';

/** Draws the card of a hotel place; the result list passes its vertical hotel card. */
export type RenderMapHotel = (place: MapPlace, variant: MapCardVariant) => ReactNode;
