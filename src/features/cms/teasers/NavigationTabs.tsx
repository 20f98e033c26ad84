import { useIntl } from 'react-intl';
import type { CmsModuleOf, NavigationLink } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { inColumns, linksPerColumn } from '../../../lib/columns';
import { Collapsible } from '../../../ui/Collapsible';
import { Tabs } from '../../../ui/Tabs';
import { mobileQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import { CmsLink } from '../../shell';
import { CmsText } from '../editing/CmsText';
import './teaser.css';
import { useTeaserTracking } from './teaserPlace';

type NavigationTabsModule = CmsModuleOf<'navigationTabs'>;

/** A tab's links in columns of 10. */
function LinkColumns({
  links,
  moduleId,
  tabIndex,
  locale,
  onClick,
}: {
  links: NavigationLink[];
  moduleId: string;
  tabIndex: number;
  locale: Locale;
  onClick: () => void;
}) {
  return (
    <div className="hs-link-columns">
      {inColumns(links).map((column, columnIndex) => (
        <ul key={columnIndex}>
          {column.map((link, index) => (
            <li key={`${link.url}-${index}`}>
              <CmsLink url={link.url} locale={locale} onClick={onClick}>
                <CmsText
                  moduleId={moduleId}
                  field={`tabs.${tabIndex}.links.${columnIndex * linksPerColumn + index}.label`}
                  value={link.label}
                />
              </CmsLink>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/**
 * Navigation tabs with link lists. From 768 px WAI-ARIA tabs; below, each tab is a collapsible,
 * so a phone shows every title at once and no tab row runs off the screen
 * (docs/rules/cms-modules.md, "Navigation tabs").
 */
export function NavigationTabs({
  module,
  locale,
  position,
}: {
  module: NavigationTabsModule;
  locale: Locale;
  position: number;
}) {
  const intl = useIntl();
  const isMobile = useMediaQuery(mobileQuery);
  const { ref, onClick } = useTeaserTracking(module.id, module.headline, position);
  const title = (index: number, value: string) => (
    <CmsText moduleId={module.id} field={`tabs.${index}.title`} value={value} />
  );
  const links = (index: number, items: NavigationLink[]) => (
    <LinkColumns
      links={items}
      moduleId={module.id}
      tabIndex={index}
      locale={locale}
      onClick={onClick}
    />
  );
  return (
    <section className="hs-nav-tabs" ref={ref}>
      {module.headline && (
        <CmsText moduleId={module.id} field="headline" value={module.headline} as="h2" />
      )}
      {isMobile ? (
        module.tabs.map((tab, index) => (
          <Collapsible
            key={index}
            title={title(index, tab.title)}
            headingLevel={module.headline ? 3 : 2}
          >
            {links(index, tab.links)}
          </Collapsible>
        ))
      ) : (
        <Tabs
          label={module.headline ?? intl.formatMessage({ id: 'cms.tabs.label' })}
          items={module.tabs.map((tab, index) => ({
            id: String(index),
            label: title(index, tab.title),
            content: links(index, tab.links),
          }))}
        />
      )}
    </section>
  );
}
