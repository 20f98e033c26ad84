import { MessageArea } from '../../i18n/MessageArea';
import { ComplaintFormPage } from '../../features/forms/complaint';

export default function ComplaintFormRoute() {
  return (
    <MessageArea area="complaint">
      <ComplaintFormPage />
    </MessageArea>
  );
}
