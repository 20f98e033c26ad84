import { ComplaintFormPage } from '../../features/forms';

export default function ComplaintFormRoute() {
  return <ComplaintFormPage />;
}
