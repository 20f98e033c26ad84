import { resolvePageTitle, type TitleInput } from './pageTitle';

const base: TitleInput = {
  routeName: 'resultlist',
  currentTitle: '',
  notFoundTitle: '404 - Page not found',
  titleMap: { default: 'Holidays', resultlist: 'Search results' },
};

describe('page title rules', () => {
  it('takes the page meta title for a 200 answer', () => {
    expect(
      resolvePageTitle({ ...base, code: 200, metaTitle: 'Summer deals', currentTitle: 'Host' }),
    ).toBe('Summer deals');
  });

  it.each([404, 410, 500, 301])('sets the not-found title for code %d', (code) => {
    expect(resolvePageTitle({ ...base, code, metaTitle: 'ignored', currentTitle: 'Host' })).toBe(
      '404 - Page not found',
    );
  });

  it('applies the title map by route name only when the document title is empty', () => {
    expect(resolvePageTitle(base)).toBe('Search results');
    expect(resolvePageTitle({ ...base, currentTitle: '   ' })).toBe('Search results');
    expect(resolvePageTitle({ ...base, currentTitle: 'Brand host' })).toBeNull();
  });

  it('falls back to the default entry for a route without its own title', () => {
    expect(resolvePageTitle({ ...base, routeName: 'favorites' })).toBe('Holidays');
    expect(resolvePageTitle({ ...base, routeName: null })).toBe('Holidays');
  });

  it('uses the map when a 200 answer has no title and the document title is empty', () => {
    expect(resolvePageTitle({ ...base, code: 200, metaTitle: '' })).toBe('Search results');
  });
});
