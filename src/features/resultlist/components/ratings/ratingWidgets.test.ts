import { ratingWidgetFor } from './ratingWidgets';

describe('rating widget lookup', () => {
  it.each(['holidaycheck', 'trustyou', 'tripadvisor'])('knows %s', (type) => {
    expect(ratingWidgetFor(type)).toBeDefined();
  });

  it("raises 'Unknown rating type' for a type it does not know", () => {
    expect(() => ratingWidgetFor('booking')).toThrow(new Error('Unknown rating type'));
  });

  it.each(['constructor', '__proto__', 'toString', 'HolidayCheck', ''])(
    'treats %p as unknown, not as an inherited property',
    (type) => {
      expect(() => ratingWidgetFor(type)).toThrow('Unknown rating type');
    },
  );
});
