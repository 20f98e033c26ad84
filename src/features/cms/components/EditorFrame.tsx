import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './EditorFrame.css';

/**
 * What only a CMS editor sees is framed and labelled as such (docs/rules/cms-modules.md, "What
 * only editors see").
 */
export function EditorFrame({ children }: { children: ReactNode }) {
  return (
    <div className="hs-cms-editor">
      <p className="hs-cms-editor__label">
        <FormattedMessage id="cms.editorOnly" />
      </p>
      {children}
    </div>
  );
}
