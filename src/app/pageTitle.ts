import type { RouteName } from '../config/routeTable';

export interface TitleInput {
  /** Code of the page answer, once it has arrived. */
  code?: number;
  metaTitle?: string;
  routeName: RouteName | null;
  currentTitle: string;
  notFoundTitle: string;
  /** Titles by route name with a 'default' entry. */
  titleMap: Partial<Record<RouteName, string>> & { default: string };
}

/**
 * A 200 answer takes the page meta title, any other code '404 - Page not found'; the title map by
 * route name only fills an empty document title (docs/rules/shell-and-routes.md, "Page titles").
 * Returns null to leave it alone.
 */
export function resolvePageTitle(input: TitleInput): string | null {
  if (input.code !== undefined) {
    if (input.code !== 200) return input.notFoundTitle;
    if (input.metaTitle) return input.metaTitle;
  }
  if (input.currentTitle.trim() !== '') return null;
  return (input.routeName && input.titleMap[input.routeName]) || input.titleMap.default;
}
