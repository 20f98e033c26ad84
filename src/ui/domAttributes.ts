/**
 * HTML attributes React 18 does not know by their DOM property names. Unknown attributes pass
 * through to the element when spelled in lower case with a string value; these helpers keep that
 * spelling (and the reason) in one place.
 */

/** `inert` when `on`: the element and everything in it can be neither focused nor clicked. */
export function inertAttribute(on: boolean): object {
  return on ? { inert: '' } : {};
}

/** The browser's fetch priority of an image or link ('high' for a page's lead image). */
export function fetchPriorityAttribute(priority: 'high' | 'low' | undefined): object {
  return priority ? { fetchpriority: priority } : {};
}
