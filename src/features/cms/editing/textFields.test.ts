/** @jest-environment node */
import fc from 'fast-check';
import { fieldName, replaceTextAt, textAt } from './textFields';

const module = {
  id: 'hp-simple',
  headline: 'Inspiration',
  teasers: [
    { headline: 'Last minute', copytext: 'Off to the sun' },
    { headline: 'Family', copytext: 'Kids club', hidePrice: true },
  ],
  tabs: [{ title: 'Spain', links: [{ label: 'Mallorca', url: '/de-de/mallorca' }] }],
};

describe('text fields of a CMS module', () => {
  it('reads and replaces texts at nested paths', () => {
    const copy = structuredClone(module);
    expect(textAt(copy, 'teasers.1.copytext')).toBe('Kids club');
    expect(replaceTextAt(copy, 'tabs.0.links.0.label', 'Majorca')).toBe(true);
    expect(copy.tabs[0]?.links[0]?.label).toBe('Majorca');
  });

  it('never changes anything at a path that does not end at a text', () => {
    const { toString } = Object.prototype;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom('teasers', 'tabs', 'links', '0', '1', '2', 'hidePrice', 'headline'),
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'length', 'toString'),
            fc.string(),
          ),
          { maxLength: 5 },
        ),
        fc.string(),
        (segments, value) => {
          const field = segments.join('.');
          const copy = structuredClone(module);
          const before = textAt(copy, field);
          const replaced = replaceTextAt(copy, field, value);
          // Exactly the paths that read a text can be replaced, and then read back.
          expect(replaced).toBe(before !== undefined);
          if (replaced) expect(textAt(copy, field)).toBe(value);
          else expect(copy).toEqual(module);
          // '__proto__.toString' reads no text, so the prototype stays as it was.
          expect(Object.prototype.toString).toBe(toString);
        },
      ),
    );
  });

  it('names a field by its last name segment', () => {
    expect(fieldName('headline')).toBe('headline');
    expect(fieldName('teasers.1.copytext')).toBe('copytext');
    expect(fieldName('tabs.0.links.3.label')).toBe('label');
  });
});
