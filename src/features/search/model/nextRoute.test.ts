import { nextSearchRoute, shouldNavigateOnDestinationChange } from './nextRoute';

describe('the next route of a search', () => {
  it('goes to the result list with destinations and to all destinations without', () => {
    expect(nextSearchRoute(['es'])).toBe('resultlist');
    expect(nextSearchRoute([])).toBe('all_destinations');
  });

  it('navigates on a destination change except on the homepage or when the route stays', () => {
    expect(shouldNavigateOnDestinationChange('homepage', ['es'])).toBe(false);
    expect(shouldNavigateOnDestinationChange('resultlist', ['es'])).toBe(false);
    expect(shouldNavigateOnDestinationChange('resultlist', [])).toBe(true);
    expect(shouldNavigateOnDestinationChange('all_destinations', ['gr'])).toBe(true);
    expect(shouldNavigateOnDestinationChange('hoteldetail', ['gr'])).toBe(true);
  });
});
