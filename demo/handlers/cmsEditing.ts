import { HttpResponse } from 'msw';
import type { CmsPage, CmsTextEditRequest, PageResponse } from '../../src/api/types';
import { replaceTextAt, textAt } from '../../src/features/cms/editing/textFields';
import { contentPageSlugs, resolvePage } from '../catalogue/cms/pages';
import type { Catalogue } from '../catalogue';
import { badRequest, jsonBody, notFound, route, type RouteContext } from './route';
import { state } from './state';
import { visitorCookie } from './favourites';

/** The cookie the demo brand pages read for `cmsUser`; here it stands for the CMS's own login. */
export const cmsEditorCookie = 'demo_cms_editor';

/** Longer texts are refused: no teaser field of the demo documents comes near it. */
export const maxTextLength = 2000;

/**
 * Edits are kept per demo visitor (the demo_visitor cookie every browser gets), so journeys,
 * each in a browser context of its own, never see each other's texts. Jest has no such cookie.
 */
function editorOf(context: RouteContext): string {
  return context.cookies[visitorCookie] ?? 'editor';
}

function editsKey(context: RouteContext, pageId: string): string {
  return `${editorOf(context)} ${pageId}`;
}

/** The CMS document with this id, in any brand and language of the demo. */
function documentById(catalogue: Catalogue, pageId: string): CmsPage | undefined {
  for (const slug of ['', ...contentPageSlugs]) {
    for (const brand of ['sunwave', 'alpina'] as const) {
      for (const locale of ['de-de', 'en-gb', 'it-it', 'es-es', 'fr-ch']) {
        const { page } = resolvePage(catalogue, `/${locale}/${slug}`, locale, brand);
        if (page?.id === pageId) return page;
      }
    }
  }
  return undefined;
}

/** The page answer with the texts this editor saved; the answer given is never changed. */
export function withCmsEdits(context: RouteContext, answer: PageResponse): PageResponse {
  const edits = answer.page && state.cmsEdits.get(editsKey(context, answer.page.id));
  if (!answer.page || !edits?.length) return answer;
  const page = structuredClone(answer.page);
  for (const edit of edits) {
    replaceTextAt(
      page.modules.find((module) => module.id === edit.moduleId),
      edit.field,
      edit.value,
    );
  }
  return { ...answer, page };
}

function forbidden(): Response {
  return HttpResponse.json(
    { success: false, messages: [{ id: 'cmsEditorOnly', context: 'cms' }] },
    { status: 403 },
  );
}

export const cmsEditingHandlers = [
  route('cms_text_edit', async (context) => {
    if (context.cookies[cmsEditorCookie] !== '1') return forbidden();
    const { pageId = '', moduleId = '' } = context.params;
    const body = await jsonBody<CmsTextEditRequest>(context.request);
    const document = documentById(context.catalogue, pageId);
    if (!document) return notFound('cmsPageNotFound', 'cms');
    const module = document.modules.find((candidate) => candidate.id === moduleId);
    if (!module) return notFound('cmsModuleNotFound', 'cms');
    const field = typeof body.field === 'string' ? body.field : '';
    if (textAt(module, field) === undefined) return badRequest('cmsFieldNotFound', 'cms');
    const value = typeof body.value === 'string' ? body.value.trim() : '';
    if (!value) return badRequest('cmsValueEmpty', 'cms');
    if (value.length > maxTextLength) return badRequest('cmsValueTooLong', 'cms');
    const key = editsKey(context, pageId);
    const others = (state.cmsEdits.get(key) ?? []).filter(
      (edit) => edit.moduleId !== moduleId || edit.field !== field,
    );
    state.cmsEdits.set(key, [...others, { moduleId, field, value }]);
    return { success: true };
  }),
];
