import { Suspense } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectPage } from '../../shell';
import { reservedHeight } from './moduleSpace';
import { useAudiences } from './useAudiences';
import { lazyChunk } from '../../../lib/chunks';
import { useLeadShown } from '../../../ui/leadShown';

const PageModules = lazyChunk(
  () => import(/* webpackChunkName: "cms-page-modules" */ './PageModules'),
);

/**
 * The CMS modules the page load brings for a shop page: hotel, destination and voucher pages
 * (the page-type keys). Their code loads only when the page has some.
 */
export function PageModulesSlot({ giataCode }: { giataCode?: number }) {
  const page = useAppSelector(selectPage);
  const modules = page.status === 'resolved' ? (page.data?.modules ?? []) : [];
  const audiences = useAudiences(modules, page.data?.pageType ?? '', giataCode);
  const leadShown = useLeadShown();
  if (!modules.length) return null;
  // The room the shown modules will take, so what follows them does not move when they arrive.
  const reserved = modules.reduce(
    (sum, module, index) =>
      sum + ((audiences[index] ?? 'none') === 'none' ? 0 : reservedHeight(module)),
    0,
  );
  // Below a lead not yet on screen (a hotel's head), the modules keep their room and wait.
  if (!leadShown) return <div aria-busy="true" style={{ minHeight: reserved }} />;
  return (
    // Busy while the modules' code loads: a take-over from an HTML snapshot waits for it, so
    // the modules near the first viewport are there at the swap.
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: reserved }} />}>
      <PageModules giataCode={giataCode} />
    </Suspense>
  );
}
