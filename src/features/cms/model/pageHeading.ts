/**
 * A CMS page's heading from its meta title: the title names the brand for the browser tab and
 * search results ("Summer holidays | Sunwave Holidays"), the heading on the page does not repeat
 * it. A trailing separator (| – — - :) with the brand's name is dropped; any other title stays.
 */
export function pageHeading(metaTitle: string, brandName: string): string {
  const title = metaTitle.trim();
  const brand = brandName.trim();
  if (!brand) return title;
  for (const separator of ['|', '–', '—', '-', ':', '·']) {
    const suffix = ` ${separator} ${brand}`;
    if (title.endsWith(suffix) && title.length > suffix.length) {
      return title.slice(0, -suffix.length).trimEnd();
    }
  }
  return title;
}
