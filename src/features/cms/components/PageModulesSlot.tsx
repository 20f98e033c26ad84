import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectPage } from '../../shell';

const PageModules = lazy(() => import(/* webpackChunkName: "cms-page-modules" */ './PageModules'));

/**
 * The CMS modules the page load brings for a shop page: hotel, destination and voucher pages
 * (the page-type keys). Their code loads only when the page has some.
 */
export function PageModulesSlot({ giataCode }: { giataCode?: number }) {
  const page = useAppSelector(selectPage);
  if (page.status !== 'resolved' || !page.data?.modules.length) return null;
  return (
    // Busy while the modules' code loads: a take-over from an HTML snapshot waits for it, so
    // the modules near the first viewport are there at the swap.
    <Suspense fallback={<div aria-busy="true" />}>
      <PageModules giataCode={giataCode} />
    </Suspense>
  );
}
