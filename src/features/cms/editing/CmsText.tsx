import type { ElementType, ReactNode } from 'react';

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

/** A text field of a CMS module as visitors see it. */
export function CmsText({ value, as: As = 'span', className }: CmsTextProps) {
  return <As className={className}>{value}</As>;
}
