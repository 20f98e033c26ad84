import type { CmsModuleOf } from '../../../api/types';
import { SafeHtml } from '../../../ui/SafeHtml';

/** FAQ and free text: CMS HTML only through SafeHtml. */
export function TextModule({ module }: { module: CmsModuleOf<'faq' | 'freeText'> }) {
  return (
    <section>
      {module.headline && <h2>{module.headline}</h2>}
      {module.type === 'freeText' ? (
        <SafeHtml html={module.html} />
      ) : (
        module.items.map((item, index) => (
          // Two items may ask the same question: their place tells them apart.
          <details key={index}>
            <summary>{item.question}</summary>
            <SafeHtml html={item.answer} />
          </details>
        ))
      )}
    </section>
  );
}
