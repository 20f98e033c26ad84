import { HttpResponse } from 'msw';
import type {
  DestinationOperationName,
  DestinationOperations,
  DestinationProductConfig,
  DestinationProductResult,
  GraphqlRequest,
  GraphqlResponse,
  ProductSearch,
  SortKey,
} from '../../src/api/types';
import type { Catalogue, DestinationNode, Language } from '../catalogue';
import { addDays } from '../catalogue/dates';
import {
  facetCounts,
  isSortKey,
  matchHotels,
  resultItem,
  sortMatches,
  type MatchedHotel,
} from '../catalogue/results';
import { resolveSearch } from '../catalogue/searchQuery';
import {
  destinationContent,
  faqSections,
  prefixes,
  quicklinks,
  siblings,
  tabs,
} from '../catalogue/seoContent';
import { nodeBySeoPath, seoGroup } from '../catalogue/seoPaths';
import { isLocalLanguage } from '../catalogue/language';
import { jsonBody, route } from './route';

type Variables<N extends DestinationOperationName> = Partial<DestinationOperations[N]['variables']>;
type Resolver<N extends DestinationOperationName> = (
  catalogue: Catalogue,
  variables: Variables<N>,
  language: Language,
) => DestinationOperations[N]['result'];

/** path may come as 'group/path', as 'path' with a separate group, or with '.html'. */
function nodeOf(
  catalogue: Catalogue,
  path: string | undefined,
  group?: string,
): DestinationNode | undefined {
  if (!path) return undefined;
  const clean = path.replace(/^\/+/, '').replace(/\.html$/, '');
  return (
    nodeBySeoPath(catalogue, clean) ?? nodeBySeoPath(catalogue, `${group ?? seoGroup}/${clean}`)
  );
}

/**
 * Month-day window for a request without a travel period: a start already passed moves to today, a
 * passed end to next year (the shop's rule for destination pages).
 */
function travelPeriod(
  catalogue: Catalogue,
  from: string,
  to: string,
): { departureDate: string; returnDate: string } {
  const year = Number(catalogue.today.slice(0, 4));
  const start = `${year}-${from}` < catalogue.today ? catalogue.today : `${year}-${from}`;
  const end = `${year}-${to}` < catalogue.today ? `${year + 1}-${to}` : `${year}-${to}`;
  return { departureDate: start, returnDate: end < start ? addDays(start, 14) : end };
}

/**
 * The hotels a destination page lists for its search (the visitor's filters over the page's
 * defaults), and what is needed to count facets the same way.
 */
function destinationMatches(catalogue: Catalogue, variables: Variables<'loadDestinationProduct'>) {
  const ref = variables.destinationContent;
  const node =
    ref?.static_group_id !== undefined
      ? catalogue.byStaticGroupId.get(ref.static_group_id)
      : nodeOf(catalogue, ref?.path);
  const config: Partial<DestinationProductConfig> = variables.config ?? {};
  const list = (value: string | undefined) =>
    value
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const period = config.travelPeriod ?? travelPeriod(catalogue, '05-01', '10-31');
  const gts = list(config.gts).map(Number);
  // The destination pages' defaults: maxp -1 (no limit), recommendation 70, category 3.
  const productSearch: ProductSearch = {
    ...(node ? { staticGroupIdList: [node.staticGroupId] } : {}),
    // The whole window is searched; the duration stays the demo's week.
    travelPeriod: { ...period, duration: '7' },
    hotel: {
      category: config.category ?? 3,
      rooms: [
        {
          boardCodeList: list(config.board_codes),
          roomCodeList: list(config.room_codes),
          viewCodeList: list(config.view_codes),
        },
      ],
    },
    ...(config.maxp && config.maxp > 0 ? { price: { max: config.maxp } } : {}),
  };
  const resolved = resolveSearch(catalogue, productSearch);
  const recommendation = config.recommendation ?? 70;
  const listed = (m: MatchedHotel) =>
    m.hotel.recommendation >= recommendation && (!gts.length || gts.includes(m.hotel.giataCode));
  const sort: SortKey = isSortKey(config.sort) ? config.sort : 'recommendation';
  const matches = sortMatches(matchHotels(catalogue, resolved).filter(listed), sort);
  return { matches, resolved, listed, productSearch };
}

/** How many hotels a destination's page lists before the visitor filters: its one count. */
export function destinationHotelTotal(catalogue: Catalogue, node: DestinationNode): number {
  return destinationMatches(catalogue, {
    destinationContent: { static_group_id: node.staticGroupId },
  } as Variables<'loadDestinationProduct'>).matches.length;
}

function destinationProduct(
  catalogue: Catalogue,
  variables: Variables<'loadDestinationProduct'>,
  language: Language,
): DestinationProductResult {
  const { matches, resolved, listed, productSearch } = destinationMatches(catalogue, variables);
  const perPage = Math.min(50, Math.max(1, Number(variables.perPage) || 10));
  const page = Math.max(1, Math.abs(Math.floor(Number(variables.page))) || 1);
  return {
    products: matches
      .slice((page - 1) * perPage, page * perPage)
      .map((m) => resultItem(catalogue, m, language, true)),
    // Each option counts what choosing it lists, the other groups' choices kept (as the result
    // list's facets do): "3+ stars (149)" opens 149 hotels.
    facets: facetCounts(catalogue, resolved, undefined, listed),
    paging: { total: matches.length, perPage, page },
    productSearch,
  };
}

const resolvers: { [N in DestinationOperationName]: Resolver<N> } = {
  loadDestinationContent: (catalogue, { path }) => {
    const node = nodeOf(catalogue, path);
    return node
      ? destinationContent(catalogue, node, destinationHotelTotal(catalogue, node))
      : null;
  },
  loadDestinationProduct: destinationProduct,
  loadDestinationQuicklinks: (catalogue, { path, group }) => {
    const node = nodeOf(catalogue, path, group);
    return node ? quicklinks(catalogue, node) : [];
  },
  loadDestinationSiblings: (catalogue, { path }) => {
    const node = nodeOf(catalogue, path);
    return node ? siblings(catalogue, node) : [];
  },
  loadDestinationFAQ: (catalogue, { path, group }) => {
    const node = nodeOf(catalogue, path, group);
    return {
      sections: node ? faqSections(catalogue, node, destinationHotelTotal(catalogue, node)) : [],
    };
  },
  loadDestinationTabs: (catalogue, { path, group }) => {
    const node = nodeOf(catalogue, path, group);
    return { items: node ? tabs(catalogue, node) : [] };
  },
  loadDestinationPrefixes: (catalogue) => prefixes(catalogue),
};

/**
 * The content service's destination texts and glossary are German (English pages have always
 * shown them as they are). For Italian, Spanish and French it has none: it answers as for an
 * unknown destination rather than in a language the visitor did not choose. Products are priced
 * and worded in every language.
 */
const withoutGermanContent: {
  [N in Exclude<DestinationOperationName, 'loadDestinationProduct'>]: Resolver<N>;
} = {
  loadDestinationContent: () => null,
  loadDestinationQuicklinks: () => [],
  loadDestinationSiblings: () => [],
  loadDestinationFAQ: () => ({ sections: [] }),
  loadDestinationTabs: () => ({ items: [] }),
  loadDestinationPrefixes: () => [],
};

const isOperation = (name: unknown): name is DestinationOperationName =>
  typeof name === 'string' && name in resolvers;

/** Finds the operation by operationName, else by the first field of the query document. */
function operationOf(body: Partial<GraphqlRequest>): DestinationOperationName | null {
  if (isOperation(body.operationName)) return body.operationName;
  const field = /\{\s*(\w+)/.exec(body.query ?? '')?.[1];
  return isOperation(field) ? field : null;
}

function run<N extends DestinationOperationName>(
  name: N,
  catalogue: Catalogue,
  variables: unknown,
  language: Language,
): GraphqlResponse {
  const resolver: Resolver<N> =
    isLocalLanguage(language) && name !== 'loadDestinationProduct'
      ? (withoutGermanContent as typeof resolvers)[name]
      : resolvers[name];
  // Variables are untrusted JSON; every resolver treats each field as optional.
  const vars = (variables && typeof variables === 'object' ? variables : {}) as Variables<N>;
  // A computed key widens to an index signature; the value is the result of operation N.
  return { data: { [name]: resolver(catalogue, vars, language) } } as GraphqlResponse;
}

export const graphqlHandlers = [
  route('graphql', async ({ request, catalogue, language }) => {
    const body = await jsonBody<GraphqlRequest>(request);
    const name = operationOf(body);
    if (!name)
      return HttpResponse.json(
        { errors: [{ message: `Unknown operation ${String(body.operationName ?? '')}` }] },
        { status: 400 },
      );
    return run(name, catalogue, body.variables, language);
  }),
];
