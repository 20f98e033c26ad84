import type { SuccessResponse } from './common';

/**
 * A CMS editor's change of one text field of a module (design decision; the rule is in
 * docs/rules/cms-modules.md, "Inline editing"). `field` is a path within the module: 'headline',
 * 'teasers.1.copytext', 'slides.0.buttonText', 'tabs.0.links.3.label'.
 */
export interface CmsTextEditRequest {
  field: string;
  value: string;
}

/** success false with `cmsFieldNotFound` or `cmsValueEmpty`; a visitor who is no editor gets 403. */
export type CmsTextEditResponse = SuccessResponse;
