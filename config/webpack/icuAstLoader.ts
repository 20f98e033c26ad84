import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * Compiles a message catalogue (id -> ICU string) to ICU syntax trees at build time, so the
 * browser bundle can drop FormatJS's message parser (the `no-parser` alias in webpack.config.ts).
 * A malformed message fails the build instead of a visitor's page.
 */
export default function icuAstLoader(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`Message '${id}' is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
  return JSON.stringify(compiled);
}
