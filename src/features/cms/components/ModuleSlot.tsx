import { Suspense, useState, type ReactNode } from 'react';
import type { CmsModule, HeroSliderModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useNearView } from '../../../ui/useNearView';
import { moduleView, moduleViewLoaded } from './moduleViews';
import { moduleMark, moduleNearViewPx, reservedHeight } from './moduleSpace';
import { useLoadAhead } from './useLoadAhead';
import { ChunkBoundary } from '../../shell';
import { lazyChunk } from '../../../lib/chunks';

// Only a CMS editor sees modules framed: the frame is a chunk of its own.
const EditorFrame = lazyChunk(() =>
  import(/* webpackChunkName: "cms-editor-frame" */ './EditorFrame').then((chunk) => ({
    default: chunk.EditorFrame,
  })),
);

export interface SlotProps {
  module: CmsModule;
  locale: Locale;
  position: number;
  /** Only a CMS editor sees this module here: framed and labelled. */
  editor: boolean;
  /** What a hero shows until its slider's code is here. */
  heroStill?: (module: HeroSliderModule, locale: Locale) => ReactNode;
}

/**
 * One CMS module in its place on the page. Its code loads when it comes into the viewport, or near
 * it once the visitor scrolls (the hero at once: it is the page's largest paint); until then its
 * box keeps the module's height, so nothing moves when it arrives. While its code loads the box is
 * busy, which an HTML snapshot's take-over waits for; a module far from the view keeps no one
 * waiting.
 */
export function ModuleSlot({ module, locale, position, editor, heroStill }: SlotProps) {
  const eager = module.type === 'heroSlider' || moduleViewLoaded(module.type);
  const ahead = useLoadAhead(moduleNearViewPx, !eager);
  const { ref, near } = useNearView<HTMLDivElement>(ahead, !eager);
  const [View] = useState(() => moduleView(module.type));
  const [height] = useState(() => (eager ? 0 : reservedHeight(module)));
  const mark = { [moduleMark]: module.id };
  if (!near) return <div ref={ref} {...mark} data-hs-cms-far="" style={{ minHeight: height }} />;
  const body = <View module={module} locale={locale} position={position} />;
  const fallback =
    module.type === 'heroSlider' && heroStill ? (
      heroStill(module, locale)
    ) : (
      <div aria-busy="true" style={{ minHeight: height }} />
    );
  // A module whose code cannot load says so in its place; a hero keeps its first slide instead.
  const standIn = module.type === 'heroSlider' && heroStill ? fallback : undefined;
  return (
    <div {...mark}>
      <ChunkBoundary size="inline" standIn={standIn}>
        <Suspense fallback={fallback}>{editor ? <EditorFrame>{body}</EditorFrame> : body}</Suspense>
      </ChunkBoundary>
    </div>
  );
}
