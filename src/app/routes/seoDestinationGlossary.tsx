import { MessageArea } from '../../i18n/MessageArea';
import { SeoGlossaryPage } from '../../features/seo';

export default function SeoDestinationGlossaryRoute() {
  return (
    <MessageArea area="seo">
      <SeoGlossaryPage />
    </MessageArea>
  );
}
