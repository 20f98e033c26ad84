import type {
  DestinationContent,
  FaqSection,
  PrefixEntry,
  Quicklink,
  Sibling,
} from '../../src/api/types';
import { airTemp, waterTemp } from './climate';
import { escapeHtml, paragraphs } from './html';
import { mediaUrl } from './media';
import type { Catalogue, DestinationNode } from './model';
import { arrivalAirports } from './places';
import { seoNodes, seoPathOf, seoUrl } from './seoPaths';
import { ancestry } from './tree';

/** Hand-written openers for the best-known destinations; the rest use the template. */
const highlights: Record<string, string> = {
  'es-mallorca':
    'Mallorca ist die Lieblingsinsel der Deutschen: türkisfarbene Buchten, das Tramuntana-Gebirge und die Altstadt von Palma mit der Kathedrale La Seu.',
  'gr-crete':
    'Kreta verbindet minoische Geschichte mit langen Sandstränden, Bergdörfern und einer herzlichen Küche mit Olivenöl, Raki und frischem Fisch.',
  'tr-turkish-riviera':
    'Die Türkische Riviera rund um Antalya steht für All-Inclusive-Resorts, antike Stätten wie Side und Aspendos und Badewetter bis in den November.',
  'eg-red-sea':
    'Am Roten Meer ist Sommer das ganze Jahr: Korallenriffe direkt vor dem Hotel machen Hurghada und Marsa Alam zum Ziel für Taucher und Schnorchler.',
  'pt-algarve':
    'Die Algarve begeistert mit goldenen Felsklippen, versteckten Buchten und den Fischerorten Lagos und Albufeira.',
};

const monthNames = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

function bestMonths(node: DestinationNode): string {
  const warm = monthNames.filter(
    (_, i) => airTemp(node.climate, i + 1) >= 24 && airTemp(node.climate, i + 1) <= 31,
  );
  return warm.length ? `${warm[0]} bis ${warm[warm.length - 1]}` : 'Mai bis Oktober';
}

function childNodes(catalogue: Catalogue, node: DestinationNode): DestinationNode[] {
  return node.childIds.flatMap((id) => {
    const child = catalogue.destinations.get(id);
    return child && child.type !== 'poi' ? [child] : [];
  });
}

/**
 * `hotelCount` is the number of hotels the page lists (its product answer's total): the teaser and
 * the texts say that one count, not how many hotels the region has in all.
 */
export function destinationContent(
  catalogue: Catalogue,
  node: DestinationNode,
  hotelCount: number,
): DestinationContent {
  const chain = ancestry(catalogue.destinations, node.id);
  const name = escapeHtml(node.nameDe);
  const airport = arrivalAirports.find((a) => a.code === node.airport);
  const opener =
    highlights[node.id] ??
    `${name} ist eines unserer beliebtesten Urlaubsziele: ${hotelCount} Hotels, kurze Transferwege und Sonne satt.`;
  const children = childNodes(catalogue, node);
  return {
    id: node.id,
    path: `urlaub/${seoPathOf(catalogue, node)}`,
    location: {
      city: chain[2]?.nameDe ?? null,
      region: chain[1]?.nameDe ?? null,
      country: chain[0]?.nameDe ?? node.nameDe,
    },
    booking_information: paragraphs(
      `Pauschalreisen nach ${name} buchen Sie bei uns inklusive Flug, Hotel und auf Wunsch Transfer. Die Anzahlung beträgt nur 20 %.`,
    ),
    site_information: { weather_headline: `Wetter in ${node.nameDe}` },
    departure_airports: ['FRA', 'MUC', 'DUS', 'HAM', 'BER', 'VIE', 'ZRH'],
    teaser: {
      teaser_title: `Urlaub in ${node.nameDe}`,
      teaser_description: `${hotelCount} Hotels, Flug inklusive`,
      teaser_image: mediaUrl('destination', node.id, '1.svg'),
    },
    seo_content: {
      seo_info_collection: [
        { headline: `Urlaub in ${node.nameDe}`, text: paragraphs(escapeHtml(opener)) },
        {
          headline: `Beste Reisezeit für ${node.nameDe}`,
          text: paragraphs(
            `Am angenehmsten ist es von ${bestMonths(node)}. Im August erreicht das Meer ${waterTemp(node.climate, 8)} °C.`,
          ),
        },
        {
          headline: 'Anreise',
          text: paragraphs(
            `Sie landen in ${escapeHtml(airport?.name ?? node.airport)} (${node.airport}); der Flug ab Deutschland dauert etwa ${Math.round(node.flightMinutes / 30) / 2} Stunden.`,
          ),
        },
      ],
    },
    quick_links: { links: quicklinks(catalogue, node) },
    hotel: { headline: `Die besten Hotels in ${node.nameDe}` },
    static_group_id: node.staticGroupId,
    sorting_order: 'recommendation',
    breadcrumbs: [
      { name: 'Startseite', url: '/de-de' },
      ...chain.map((n, i) =>
        i === chain.length - 1 ? { name: n.nameDe } : { name: n.nameDe, url: seoUrl(catalogue, n) },
      ),
    ],
    travel_period_from: '05-01',
    travel_period_to: '10-31',
    filter: { category: 3, recommendation: 70 },
    main_teaser_element: children.length
      ? {
          title: `Entdecken Sie ${children[0]?.nameDe ?? ''}`,
          text: `Unser Tipp in ${node.nameDe}`,
          image: mediaUrl('destination', children[0]?.id ?? node.id, '1.svg'),
          link: children[0] ? seoUrl(catalogue, children[0]) : seoUrl(catalogue, node),
        }
      : null,
  };
}

export function quicklinks(catalogue: Catalogue, node: DestinationNode): Quicklink[] {
  const children = childNodes(catalogue, node);
  const targets = children.length ? children : siblingNodes(catalogue, node);
  return targets.map((n) => ({ name: n.nameDe, url: seoUrl(catalogue, n) }));
}

function siblingNodes(catalogue: Catalogue, node: DestinationNode): DestinationNode[] {
  const parent = node.parentId ? catalogue.destinations.get(node.parentId) : undefined;
  const pool = parent
    ? childNodes(catalogue, parent)
    : catalogue.countryIds.flatMap((id) => catalogue.destinations.get(id) ?? []);
  return pool.filter((n) => n.id !== node.id);
}

export function siblings(catalogue: Catalogue, node: DestinationNode): Sibling[] {
  return siblingNodes(catalogue, node).map((n) => ({
    name: n.nameDe,
    url: seoUrl(catalogue, n),
    image: mediaUrl('destination', n.id, '1.svg'),
  }));
}

export function faqSections(
  catalogue: Catalogue,
  node: DestinationNode,
  hotelCount: number,
): FaqSection[] {
  const name = escapeHtml(node.nameDe);
  return [
    {
      title: `Reisen nach ${node.nameDe}`,
      items: [
        {
          question: `Wie lange fliegt man nach ${node.nameDe}?`,
          answer: paragraphs(
            `Ab Frankfurt etwa <strong>${Math.round(node.flightMinutes / 30) / 2} Stunden</strong>.`,
          ),
        },
        {
          question: `Wann ist die beste Reisezeit für ${node.nameDe}?`,
          answer: paragraphs(
            `Von ${bestMonths(node)}. Im Juli hat es tagsüber rund ${airTemp(node.climate, 7)} °C.`,
          ),
        },
      ],
    },
    {
      title: 'Hotels und Buchung',
      items: [
        {
          question: `Wie viele Hotels gibt es in ${node.nameDe}?`,
          answer: paragraphs(`Wir bieten ${hotelCount} Hotels in ${name} an.`),
        },
        {
          question: 'Ist der Transfer inklusive?',
          answer: paragraphs(
            'Bei vielen Angeboten ja; sonst buchen Sie ihn im Schritt <em>Extras</em> dazu.',
          ),
        },
      ],
    },
  ];
}

export function tabs(
  catalogue: Catalogue,
  node: DestinationNode,
): { title: string; text: string }[] {
  const months = [1, 4, 7, 10];
  return [
    {
      title: 'Klima',
      text: `<table><tbody>${months.map((m) => `<tr><th>${monthNames[m - 1]}</th><td>${airTemp(node.climate, m)} °C Luft</td><td>${waterTemp(node.climate, m)} °C Wasser</td></tr>`).join('')}</tbody></table>`,
    },
    {
      title: 'Einreise',
      text: paragraphs(
        'Für EU-Bürger genügt meist der Personalausweis. Bitte prüfen Sie die aktuellen Hinweise des Auswärtigen Amts.',
      ),
    },
    {
      title: 'Sehenswürdigkeiten',
      text: paragraphs(
        `Entdecken Sie ${escapeHtml(node.nameDe)} bei Ausflügen, die Sie bequem vor Ort buchen.`,
      ),
    },
  ];
}

/** Letters a-z and whether any destination page starts with them (the glossary). */
export function prefixes(catalogue: Catalogue): PrefixEntry[] {
  const nodes = seoNodes(catalogue);
  return 'abcdefghijklmnopqrstuvwxyz'.split('').map((prefix) => {
    const matching = nodes.filter((n) =>
      n.nameDe.normalize('NFD').toLowerCase().startsWith(prefix),
    );
    return {
      prefix,
      exists: matching.length > 0,
      destinations: matching
        .map((n) => ({ name: n.nameDe, url: seoUrl(catalogue, n) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    };
  });
}
