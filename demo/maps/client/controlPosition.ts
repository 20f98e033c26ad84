/** google.maps.ControlPosition (the classic names and their numbers in the real API). */
export const ControlPosition = {
  TOP_LEFT: 1,
  TOP_CENTER: 2,
  TOP_RIGHT: 3,
  LEFT_CENTER: 4,
  LEFT_TOP: 5,
  LEFT_BOTTOM: 6,
  RIGHT_TOP: 7,
  RIGHT_CENTER: 8,
  RIGHT_BOTTOM: 9,
  BOTTOM_LEFT: 10,
  BOTTOM_CENTER: 11,
  BOTTOM_RIGHT: 12,
} as const;

export const MapTypeId = {
  HYBRID: 'hybrid',
  ROADMAP: 'roadmap',
  SATELLITE: 'satellite',
  TERRAIN: 'terrain',
} as const;

/** Where each position's controls sit, and in which direction they line up. */
export const positionStyles: Record<number, string> = {
  1: 'top:10px;left:10px;flex-direction:row',
  2: 'top:10px;left:50%;transform:translateX(-50%);flex-direction:row',
  3: 'top:10px;right:10px;flex-direction:row-reverse',
  4: 'top:50%;left:10px;transform:translateY(-50%);flex-direction:column',
  5: 'top:60px;left:10px;flex-direction:column',
  6: 'bottom:60px;left:10px;flex-direction:column-reverse',
  7: 'top:60px;right:10px;flex-direction:column',
  8: 'top:50%;right:10px;transform:translateY(-50%);flex-direction:column',
  9: 'bottom:26px;right:10px;flex-direction:column-reverse',
  10: 'bottom:24px;left:10px;flex-direction:row',
  11: 'bottom:24px;left:50%;transform:translateX(-50%);flex-direction:row',
  12: 'bottom:24px;right:60px;flex-direction:row-reverse',
};
