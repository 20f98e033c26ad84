import { FormattedMessage } from 'react-intl';
import type { DestinationContent, DestinationTab, FaqSection } from '../../../api/types';
import { Collapsible } from '../../../ui/Collapsible';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Tabs } from '../../../ui/Tabs';
import { furtherSeoBlocks, hasHtml } from '../model/sections';

/** The first SEO block: the page's one h1 and its text. */
export function DestinationIntro({ headline, html }: { headline: string; html: string }) {
  return (
    <section className="hs-seo-intro" aria-labelledby="hs-seo-h1">
      <h1 id="hs-seo-h1">{headline}</h1>
      <SafeHtml html={html} />
    </section>
  );
}

/** The tabs; their texts are CMS HTML. */
export function DestinationTabs({ tabs, label }: { tabs: DestinationTab[]; label: string }) {
  const items = tabs
    .filter((tab) => tab.title.trim() !== '' && hasHtml(tab.text))
    .map((tab, index) => ({
      id: `tab-${index}`,
      label: tab.title,
      content: <SafeHtml html={tab.text} className="hs-seo-tab" />,
    }));
  return (
    <section className="hs-seo-tabs">
      <Tabs items={items} label={label} />
    </section>
  );
}

/** Further SEO blocks, each under an h2. */
export function SeoBlocks({ content }: { content: DestinationContent }) {
  return (
    <>
      {furtherSeoBlocks(content).map((block, index) => (
        // By position: headlines may repeat.
        <section key={index} className="hs-seo-block">
          {block.headline.trim() && <h2>{block.headline}</h2>}
          <SafeHtml html={block.text} />
        </section>
      ))}
    </>
  );
}

/** FAQ sections: each question opens its answer (CMS HTML). */
export function FaqSections({ sections }: { sections: FaqSection[] }) {
  const shown = sections
    .map((section) => ({ ...section, items: section.items.filter((i) => i.question.trim()) }))
    .filter((section) => section.items.length > 0);
  return (
    <section className="hs-seo-faq" aria-labelledby="hs-seo-faq">
      <h2 id="hs-seo-faq">
        <FormattedMessage id="seo.faq.heading" />
      </h2>
      {shown.map((section, index) => (
        <div key={index}>
          {section.title.trim() && <h3>{section.title}</h3>}
          {section.items.map((item, itemIndex) => (
            <Collapsible key={itemIndex} title={item.question} headingLevel={4}>
              <SafeHtml html={item.answer} />
            </Collapsible>
          ))}
        </div>
      ))}
    </section>
  );
}
