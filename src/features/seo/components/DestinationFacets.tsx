import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Facet, FilterGroupKey } from '../../../api/types';
import type { DestinationFilters } from '../model/destinationSearch';

/** The facet groups the destination page offers, each mapped to one of its filters. */
const groups = ['category', 'board', 'price'] as const satisfies readonly FilterGroupKey[];
type Group = (typeof groups)[number];

function isActive(group: Group, code: string, filters: DestinationFilters): boolean {
  if (group === 'board') return filters.boards.includes(code);
  const value = group === 'category' ? filters.category : filters.maxp;
  return value !== undefined && String(value) === code;
}

const definedOnly = (values: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** The filters after a click on an option: chosen options toggle off, others on. */
export function toggledFilters(
  group: Group,
  code: string,
  filters: DestinationFilters,
): DestinationFilters {
  const active = isActive(group, code, filters);
  if (group === 'board') {
    const boards = active ? filters.boards.filter((b) => b !== code) : [...filters.boards, code];
    return { ...filters, boards };
  }
  const { category, maxp, ...rest } = filters;
  const kept = group === 'category' ? { maxp } : { category };
  const chosen = active ? {} : { [group === 'category' ? 'category' : 'maxp']: Number(code) };
  return { ...rest, ...definedOnly(kept), ...chosen };
}

interface Props {
  facets: Partial<Record<FilterGroupKey, Facet[]>>;
  filters: DestinationFilters;
  hrefFor: (filters: DestinationFilters) => string;
  formatPrice: (amount: number) => string;
}

/** Options with hotels, and chosen ones in any case (so they can be removed). */
function optionsOf(group: Group, facets: Props['facets'], filters: DestinationFilters) {
  const valid = group === 'board' ? /^[A-Za-z0-9_-]{1,40}$/ : /^\d{1,6}$/;
  return (facets[group] ?? []).filter(
    (f) => valid.test(f.code) && (f.count > 0 || isActive(group, f.code, filters)),
  );
}

export function facetGroupCount(facets: Props['facets'], filters: DestinationFilters): number {
  return groups.filter((group) => optionsOf(group, facets, filters).length > 0).length;
}

/** Sidebar facets: links, so each filtered list has an address of its own. */
export function DestinationFacets({ facets, filters, hrefFor, formatPrice }: Props) {
  const intl = useIntl();
  const label = (group: Group, code: string) => {
    if (group === 'category')
      return intl.formatMessage({ id: 'seo.facets.stars' }, { stars: code });
    if (group === 'price')
      return intl.formatMessage(
        { id: 'seo.facets.priceUpTo' },
        { price: formatPrice(Number(code)) },
      );
    const id = `seo.facets.board.${code}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : code;
  };
  return (
    <section className="hs-seo-box" aria-labelledby="hs-seo-facets">
      <h2 id="hs-seo-facets">
        <FormattedMessage id="seo.facets.heading" />
      </h2>
      {groups.map((group) => {
        const options = optionsOf(group, facets, filters);
        if (!options.length) return null;
        return (
          <div key={group} role="group" aria-labelledby={`hs-seo-facet-${group}`}>
            <h3 id={`hs-seo-facet-${group}`}>
              <FormattedMessage id={`seo.facets.group.${group}`} />
            </h3>
            <ul>
              {options.map((option) => {
                const active = isActive(group, option.code, filters);
                return (
                  <li key={option.code}>
                    <Link
                      to={hrefFor(toggledFilters(group, option.code, filters))}
                      aria-current={active ? 'true' : undefined}
                      className={active ? 'hs-seo-facet hs-seo-facet--active' : 'hs-seo-facet'}
                    >
                      <FormattedMessage
                        id="seo.facets.option"
                        values={{ label: label(group, option.code), count: option.count }}
                      />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
