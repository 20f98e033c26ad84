import { useIntl } from 'react-intl';
import type { CmsModuleOf } from '../../../api/types';
import { CmsText } from '../editing/CmsText';
import { CmsIcon } from './CmsIcon';
import './teaser.css';

/** The USP teaser: a row of short promises, each with its icon (decorative). */
export function UspTeaser({ module }: { module: CmsModuleOf<'uspTeaser'> }) {
  const intl = useIntl();
  return (
    <ul className="hs-usp" aria-label={intl.formatMessage({ id: 'cms.usp.label' })}>
      {module.items.map((item, index) => (
        <li key={index}>
          <CmsIcon name={item.icon} className="hs-usp__icon" />
          <CmsText moduleId={module.id} field={`items.${index}.text`} value={item.text} />
        </li>
      ))}
    </ul>
  );
}

/** The USP list: its headline an h2, each promise an h3 with its text. */
export function UspList({ module }: { module: CmsModuleOf<'uspList'> }) {
  const Item = module.headline ? 'h3' : 'h2';
  return (
    <section className="hs-usp-list">
      {module.headline && (
        <CmsText moduleId={module.id} field="headline" value={module.headline} as="h2" />
      )}
      <ul className="hs-usp">
        {module.items.map((item, index) => (
          <li key={index}>
            <CmsIcon name={item.icon} className="hs-usp__icon" />
            <div>
              <CmsText
                moduleId={module.id}
                field={`items.${index}.headline`}
                value={item.headline}
                as={Item}
              />
              <CmsText
                moduleId={module.id}
                field={`items.${index}.text`}
                value={item.text}
                as="p"
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
