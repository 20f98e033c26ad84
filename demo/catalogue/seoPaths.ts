import { germanSlug } from './slug';
import type { Catalogue, DestinationNode } from './model';
import { ancestry } from './tree';

/** The SEO group of destination pages (/{group}/{path}.html). */
export const seoGroup = 'urlaub';

/** 'spanien/mallorca' for the region Mallorca: German names of the node and its ancestors. */
export function seoPathOf(catalogue: Catalogue, node: DestinationNode): string {
  return ancestry(catalogue.destinations, node.id)
    .map((n) => germanSlug(n.nameDe))
    .join('/');
}

/** Countries, regions and cities have destination pages; POIs do not. */
export function seoNodes(catalogue: Catalogue): DestinationNode[] {
  return [...catalogue.destinations.values()].filter((node) => node.type !== 'poi');
}

let index: { catalogue: Catalogue; byPath: Map<string, DestinationNode> } | null = null;

/** group/path (e.g. 'urlaub/spanien/mallorca') to its node. */
export function nodeBySeoPath(catalogue: Catalogue, fullPath: string): DestinationNode | undefined {
  if (index?.catalogue !== catalogue) {
    index = {
      catalogue,
      byPath: new Map(
        seoNodes(catalogue).map((node) => [`${seoGroup}/${seoPathOf(catalogue, node)}`, node]),
      ),
    };
  }
  return index.byPath.get(fullPath.replace(/^\/+|\/+$/g, '').replace(/\.html$/, ''));
}

export function seoUrl(catalogue: Catalogue, node: DestinationNode, locale = 'de-de'): string {
  return `/${locale}/${seoGroup}/${seoPathOf(catalogue, node)}.html`;
}
