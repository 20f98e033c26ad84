import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsErrorModalOpen, shellActions } from '../features/shell';
import { lazyChunk } from '../lib/chunks';

// Loaded the first time something fails, not with every page.
const ErrorModal = lazyChunk(() =>
  import(/* webpackChunkName: "error-modal" */ '../ui/ErrorModal').then((m) => ({
    default: m.ErrorModal,
  })),
);

/** The generic error modal, 'Something went wrong' / 'Ok'. */
export function ConnectedErrorModal() {
  const open = useAppSelector(selectIsErrorModalOpen);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal open onClose={() => dispatch(shellActions.errorDismissed())} />
    </Suspense>
  );
}
