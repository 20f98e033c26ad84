import { Suspense, type ElementType, type ReactNode } from 'react';
import { useHostConfig } from '../../../config/HostConfigContext';
import { lazyChunk } from '../../../lib/chunks';

// Editors only: the editing controls are a chunk of their own, so visitors download none of it.
const CmsTextEditor = lazyChunk(
  () => import(/* webpackChunkName: "cms-editing" */ './CmsTextEditor'),
);
const EditingSwitch = lazyChunk(
  () => import(/* webpackChunkName: "cms-editing" */ './EditingSwitch'),
);

/** For a CMS editor: the switch that shows or hides the page's Edit buttons. */
export function CmsEditingSwitch() {
  const { cmsUser } = useHostConfig();
  if (!cmsUser) return null;
  return (
    <Suspense fallback={null}>
      <EditingSwitch />
    </Suspense>
  );
}

export interface CmsTextProps {
  /** The module the text belongs to. */
  moduleId: string;
  /** Where the text sits in the module: 'headline', 'teasers.1.copytext', 'slides.0.buttonText'. */
  field: string;
  value: string;
  /** The element the text renders as; a span by default. */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/**
 * A text field of a CMS module: plain text for visitors; for a CMS editor (host key `cmsUser`)
 * the same text with an Edit button (docs/rules/cms-modules.md, "Inline editing").
 */
export function CmsText(props: CmsTextProps) {
  const { cmsUser } = useHostConfig();
  const { value, as: As = 'span', className } = props;
  const text = <As className={className}>{value}</As>;
  if (!cmsUser) return text;
  return (
    <Suspense fallback={text}>
      <CmsTextEditor {...props} />
    </Suspense>
  );
}
