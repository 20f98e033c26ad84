import type { TeaserContent } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useTracking } from '../../analytics';
import { CmsText } from '../editing/CmsText';

/** Where a teaser sits: its module, its field path prefix, its heading level and tracking place. */
export interface TeaserPlace {
  moduleId: string;
  /** '' for a module that is a teaser, 'teasers.2.' for the third teaser of a section. */
  prefix: string;
  /** h2 on its own, h3 inside a section: no skipped heading levels. */
  level: 2 | 3;
  /** The module id (with the teaser's number in a section) and place on the page. */
  trackAs: { id: string; position: number };
  locale: Locale;
}

type TextField = {
  [K in keyof TeaserContent]-?: TeaserContent[K] extends string | undefined ? K : never;
}[keyof TeaserContent];

/** A teaser text field through CmsText (editable in place), or nothing when it is empty. */
export function TeaserText({
  teaser,
  place,
  name,
  as = 'p',
  className,
}: {
  teaser: TeaserContent;
  place: TeaserPlace;
  name: TextField;
  as?: 'p' | 'span' | 'h2' | 'h3';
  className?: string;
}) {
  const value = teaser[name];
  if (!value) return null;
  return (
    <CmsText
      moduleId={place.moduleId}
      field={`${place.prefix}${name}`}
      value={value}
      as={as}
      className={className}
    />
  );
}

/** The first field of `names` that has a value: an override before what it overrides. */
export function firstField(teaser: TeaserContent, ...names: TextField[]): TextField | undefined {
  return names.find((name) => Boolean(teaser[name]));
}

/**
 * A teaser reports its impression and clicks under its id and place on the page
 * (docs/rules/cms-modules.md, "Teaser tracking").
 */
export function useTeaserTracking(id: string, name: string | undefined, position: number) {
  return useTracking<HTMLElement>({ kind: 'teaser', id, name, list: 'cms', position });
}
