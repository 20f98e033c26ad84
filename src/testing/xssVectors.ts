import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The XSS test data (`xss-vectors.txt` beside this file): one vector a line, '#' lines are
 * comments, a literal backslash-n stands for a line break.
 */
export function readXssVectors(): string[] {
  return readFileSync(path.join(__dirname, 'xss-vectors.txt'), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.replaceAll('\\n', '\n'));
}

/**
 * Spies on alert, confirm and prompt around every test of the calling file; `expectNoneOpened`
 * says no vector managed to open one.
 */
export function watchDialogs(): { expectNoneOpened: () => void } {
  let spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    spies = (['alert', 'confirm', 'prompt'] as const).map((name) =>
      jest.spyOn(window, name).mockImplementation(() => undefined as never),
    );
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));
  return {
    expectNoneOpened() {
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    },
  };
}

/**
 * Nothing executable reached the rendered markup: no script-like elements and no event-handler
 * attributes. Searching the raw DOM is the point here, so it reads the container directly.
 */
export function expectNoExecutableMarkup(container: Element): void {
  expect(
    container.querySelectorAll('script, iframe, object, embed, form, meta, link, base, style'),
  ).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.toLowerCase()).not.toMatch(/^on/);
    }
  }
}
