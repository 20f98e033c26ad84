import type { ComplaintFormModule } from '../../../api/types';
import { useAppSelector } from '../../../store/hooks';
import { Loader } from '../../../ui/Loader';
import { selectPage, selectRouteLocale } from '../../shell';
import { ComplaintSection } from './components/ComplaintSection';

/**
 * The complaint_form route: the form as the page, headed by the page's complaint-form module
 * (headline and link) when the CMS has one, by 'Contact form' otherwise.
 */
export function ComplaintFormPage() {
  const page = useAppSelector(selectPage);
  const locale = useAppSelector(selectRouteLocale);
  if (page.status === 'loading' || page.status === 'idle' || !locale) return <Loader />;
  const module = page.data?.modules.find(
    (candidate): candidate is ComplaintFormModule => candidate.type === 'complaintForm',
  );
  return (
    <ComplaintSection level={1} headline={module?.headline} link={module?.link} locale={locale} />
  );
}
