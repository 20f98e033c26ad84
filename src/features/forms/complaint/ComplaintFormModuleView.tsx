import type { ComplaintFormModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { MessageArea } from '../../../i18n/MessageArea';
import { ComplaintSection } from './components/ComplaintSection';

/** The complaintForm CMS module on any CMS page: a lazy chunk of its own, messages included. */
export default function ComplaintFormModuleView({
  module,
  locale,
}: {
  module: ComplaintFormModule;
  locale: Locale;
}) {
  return (
    <MessageArea area="complaint">
      <ComplaintSection level={2} headline={module.headline} link={module.link} locale={locale} />
    </MessageArea>
  );
}
