import type { CmsPage } from '../../../api/types';
import { makeTestStore } from '../../../testing/renderWithProviders';
import { selectPage, shellActions } from '../../shell';
import { injectPageTextEdits, pageTextEdited } from './pageTextEdits';

const page: CmsPage = {
  id: 'homepage-en-sunwave',
  slug: 'en-gb',
  pageType: 'homepage',
  modules: [
    {
      id: 'hp-simple',
      type: 'simpleSection',
      headline: 'Inspiration',
      teasers: [{ headline: 'Last minute', copytext: 'Off to the sun' }],
    },
  ],
};

function loadedStore() {
  const store = makeTestStore();
  store.dispatch(
    shellActions.pageLoaded({ code: 200, pageMetaContent: { title: 'Sunwave' }, page }),
  );
  injectPageTextEdits();
  return store;
}

const teaser = (store: ReturnType<typeof loadedStore>) => {
  const module = selectPage(store.getState()).data?.modules[0];
  return module?.type === 'simpleSection' ? module.teasers[0] : undefined;
};

describe('pageTextEdited (the shell page after an editor saved a text)', () => {
  it('puts the saved text into the loaded page and leaves the rest as it was', () => {
    const store = loadedStore();
    const before = selectPage(store.getState());
    store.dispatch(
      pageTextEdited({
        pageId: page.id,
        moduleId: 'hp-simple',
        field: 'teasers.0.copytext',
        value: 'Sun at short notice',
      }),
    );
    expect(teaser(store)).toEqual({ headline: 'Last minute', copytext: 'Sun at short notice' });
    const after = selectPage(store.getState());
    expect(after.status).toBe('resolved');
    expect(after.title).toBe('Sunwave');
    // A new page object for the components that show it; the loaded answer is not mutated.
    expect(after).not.toBe(before);
    expect(page.modules[0]).toMatchObject({ teasers: [{ copytext: 'Off to the sun' }] });
  });

  it('ignores a save for another page (the editor moved on while it was under way)', () => {
    const store = loadedStore();
    const before = store.getState().shell;
    store.dispatch(
      pageTextEdited({
        pageId: 'summer-en',
        moduleId: 'hp-simple',
        field: 'headline',
        value: 'Elsewhere',
      }),
    );
    expect(store.getState().shell).toBe(before);
  });

  it('changes nothing for an unknown module or a path that is not a text', () => {
    const store = loadedStore();
    for (const [moduleId, field] of [
      ['no-module', 'headline'],
      ['hp-simple', 'teasers.3.headline'],
      ['hp-simple', 'teasers'],
    ] as const) {
      store.dispatch(pageTextEdited({ pageId: page.id, moduleId, field, value: 'x' }));
    }
    expect(selectPage(store.getState()).data).toEqual(page);
  });

  it('keeps every shell action working once the editing reducer is in', () => {
    const store = loadedStore();
    injectPageTextEdits();
    store.dispatch(shellActions.errorRaised());
    store.dispatch(shellActions.pageRequested());
    expect(store.getState().shell.errorModal.open).toBe(true);
    expect(selectPage(store.getState())).toEqual({ status: 'loading' });
  });
});
