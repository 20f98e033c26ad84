import { PlaceholderPage } from '../PlaceholderPage';

export default function ComplaintFormRoute() {
  return <PlaceholderPage route="complaint_form" />;
}
