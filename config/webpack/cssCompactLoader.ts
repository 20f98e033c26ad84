/**
 * Compacts the shop's stylesheets for the build (webpack.config.ts): their comments explain the
 * rules in the source and Prettier lays them out one declaration a line, which would only add
 * bytes to the CSS files every visitor loads. Comments go, runs of white space become one space,
 * and none is kept beside braces and semicolons or after a colon (a selector's pseudo-class has
 * none after its colon). The stylesheets hold no strings or URLs with a comment opener, a colon or
 * significant runs of spaces, so a plain scan is enough.
 */
export default function cssCompactLoader(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
