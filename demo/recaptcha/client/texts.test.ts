import fc from 'fast-check';
import { strayWordsIn } from '../../testing/localLanguages';
import { textsFor } from './texts';

describe('the reCAPTCHA stand-in’s words', () => {
  it.each([
    ['it', 'Non sono un robot'],
    ['es', 'No soy un robot'],
    ['fr', 'Je ne suis pas un robot'],
  ])('are %s for hl in that language, with or without a region', (language, checkbox) => {
    fc.assert(
      fc.property(fc.stringMatching(/^(-[A-Za-z]{2})?$/), fc.boolean(), (region, upper) => {
        const hl = `${upper ? language.toUpperCase() : language}${region}`;
        const texts = textsFor(hl);
        expect(texts.checkbox).toBe(checkbox);
        expect(Object.values(texts).flatMap(strayWordsIn)).toEqual([]);
      }),
    );
  });

  it('stay German for de and English for a language the shop does not sell in', () => {
    expect(textsFor('de-CH').checkbox).toBe('Ich bin kein Roboter');
    expect(textsFor('pt-BR').checkbox).toBe("I'm not a robot");
    expect(textsFor(undefined).checkbox).toBe("I'm not a robot");
  });
});
