import { MessageArea } from '../../i18n/MessageArea';
import { ComplaintFormPage } from '../../features/forms';

export default function ComplaintFormRoute() {
  return (
    <MessageArea area="complaint">
      <ComplaintFormPage />
    </MessageArea>
  );
}
