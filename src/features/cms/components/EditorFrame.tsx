import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScopedStyles } from '../../../ui/useScopedStyles';

const editorFrameCss = `
.hs-root .hs-cms-editor{outline:2px dashed #8a4b00;outline-offset:4px;margin:1rem 0}
.hs-root .hs-cms-editor__label{display:inline-block;margin:0 0 .5rem;padding:.1em .5em;font-size:.875rem;background:#fff4e5;color:#5c3200}
`;

/** Spec 3 §6: what only a CMS editor sees is framed and labelled as such. */
export function EditorFrame({ children }: { children: ReactNode }) {
  useScopedStyles('cms-editor-frame', editorFrameCss);
  return (
    <div className="hs-cms-editor">
      <p className="hs-cms-editor__label">
        <FormattedMessage id="cms.editorOnly" />
      </p>
      {children}
    </div>
  );
}
