import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { testItem } from '../../testing/resultItems';
import { expectNoExecutableMarkup, readXssVectors, watchDialogs } from '../../testing/xssVectors';
import { DestinationContentView } from './components/DestinationContentView';
import type { DestinationPageState } from './seoSlice';
import { destinationContent, productResult } from './testing/seoFixtures';

const dialogs = watchDialogs();
const vectors = readXssVectors();

/** Every text and HTML field of the page's answers carries the vector. */
function hostilePage(vector: string): DestinationPageState {
  const content = destinationContent({
    teaser: { teaser_title: vector, teaser_description: vector, teaser_image: '/x.svg' },
    seo_content: {
      seo_info_collection: [
        { headline: vector, text: `<p>${vector}</p>` },
        { headline: vector, text: vector },
      ],
    },
    breadcrumbs: [{ name: vector, url: '/de-de' }, { name: vector }],
    main_teaser_element: { title: vector, text: vector, image: '/x.svg', link: '/de-de' },
  });
  return {
    requestKey: 'de-de|urlaub/x',
    slow: false,
    status: 'resolved',
    content,
    quicklinks: [{ name: vector, url: '/de-de/urlaub/x.html' }],
    siblings: [{ name: vector, url: '/de-de/urlaub/y.html', image: '/y.svg' }],
    faq: [{ title: vector, items: [{ question: vector, answer: vector }] }],
    tabs: [{ title: vector, text: vector }],
    cheapest: testItem({ hotel: { name: vector } }),
    cheapestSearch: null,
    weatherProduct: null,
  };
}

describe('destination page with hostile content (SafeHtml only)', () => {
  it.each(vectors.map((vector, index) => [index, vector] as const))(
    'renders vector %i harmlessly in SEO texts, FAQ answers, tabs and names',
    (_index, vector) => {
      const page = hostilePage(vector);
      const result = productResult([testItem({ hotel: { name: vector } })], {
        total: 30,
        facets: { board: [{ code: 'AI', count: 1 }] },
      });
      const { container, unmount } = renderWithProviders(
        <DestinationContentView
          page={page}
          content={page.content!}
          route={{
            locale: 'de-de',
            group: 'urlaub',
            path: 'x',
            page: 1,
            filters: { boards: [] },
            current: true,
            hrefFor: () => '/de-de/urlaub/x.html',
          }}
          result={result}
          productsLoading={false}
          listChanged={false}
          today="2026-03-01"
          formatPrice={(amount) => `€${amount}`}
          searchHref={() => '/de-de/search'}
        />,
        { route: '/de-de/urlaub/x.html' },
      );
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expectNoExecutableMarkup(container);
      // The breadcrumbs' structured data is text in the head that no vector can close.
      const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
      expect(jsonLd?.textContent).not.toMatch(/</);
      expect(JSON.parse(jsonLd?.textContent ?? '')).toEqual(
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      );
      dialogs.expectNoneOpened();
      unmount();
      expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    },
  );
});
