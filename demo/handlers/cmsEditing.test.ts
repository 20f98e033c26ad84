/** @jest-environment node */
import type { CmsModule, PageResponse } from '../../src/api/types';
import { textAt } from '../../src/features/cms/editing/textFields';
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';
import { resetDemoState } from './state';

startDemoServer();

const editor: Record<string, string> = { cookie: 'demo_cms_editor=1' };
const homepageId = 'homepage-de-sunwave';

function edit(
  field: string,
  value: unknown,
  { pageId = homepageId, moduleId = 'hp-hero', headers = editor } = {},
) {
  return call('cms_text_edit', {
    params: { pageId, moduleId },
    body: { field, value },
    headers,
  });
}

async function homepageModule(moduleId: string, headers: Record<string, string> = editor) {
  const { body } = await call('get_page', {
    query: { path: '/de-de', locale: 'de-de' },
    headers,
  });
  return (body as PageResponse).page?.modules.find((module) => module.id === moduleId) as CmsModule;
}

describe('cms_text_edit', () => {
  it('refuses a visitor without the CMS editor cookie and keeps the page as it was', async () => {
    const { status, body } = await edit('slides.0.headline', 'Neu', { headers: {} });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, messages: [{ id: 'cmsEditorOnly', context: 'cms' }] });
    expect(textAt(await homepageModule('hp-hero'), 'slides.0.headline')).toBe(
      'Sonne tanken mit Sunwave',
    );
  });

  it('stores an edit that the page answer carries from then on, for every locale of the document', async () => {
    const { status, body } = await edit('slides.0.headline', '  Sommer, Sonne, Sunwave  ');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    // Trimmed, and in the page the editor loads next.
    expect(textAt(await homepageModule('hp-hero'), 'slides.0.headline')).toBe(
      'Sommer, Sonne, Sunwave',
    );
    const { body: austrian } = await call('get_page', {
      query: { path: '/de-at', locale: 'de-at' },
      headers: editor,
    });
    const hero = austrian.page?.modules.find((module) => module.id === 'hp-hero');
    expect(textAt(hero, 'slides.0.headline')).toBe('Sommer, Sonne, Sunwave');
  });

  it('edits nested fields of sections and navigation tabs; a second edit of a field replaces the first', async () => {
    await edit('teasers.1.copytext', 'Erster Text', { moduleId: 'hp-simple' });
    await edit('teasers.1.copytext', 'Zweiter Text', { moduleId: 'hp-simple' });
    await edit('tabs.0.links.0.label', 'Kreta entdecken', { moduleId: 'hp-tabs' });
    expect(textAt(await homepageModule('hp-simple'), 'teasers.1.copytext')).toBe('Zweiter Text');
    expect(textAt(await homepageModule('hp-tabs'), 'tabs.0.links.0.label')).toBe('Kreta entdecken');
  });

  it('keeps each demo visitor’s edits to that visitor, so browser journeys stay apart', async () => {
    const first = { cookie: 'demo_cms_editor=1; demo_visitor=v-first' };
    const second = { cookie: 'demo_cms_editor=1; demo_visitor=v-second' };
    await edit('slides.0.headline', 'Nur für den ersten', { headers: first });
    expect(textAt(await homepageModule('hp-hero', first), 'slides.0.headline')).toBe(
      'Nur für den ersten',
    );
    expect(textAt(await homepageModule('hp-hero', second), 'slides.0.headline')).toBe(
      'Sonne tanken mit Sunwave',
    );
  });

  it.each([
    ['a field the module lacks', 'slides.0.nothing'],
    ['a slide that does not exist', 'slides.9.headline'],
    ['a field that is no text', 'slides.0.status'],
    ['an object', 'slides.0.image'],
    ['a prototype path', '__proto__.toString'],
    ['an empty path', ''],
  ])('refuses %s with cmsFieldNotFound', async (_what, field) => {
    const { status, body } = await edit(field, 'Text');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      messages: [{ id: 'cmsFieldNotFound', context: 'cms' }],
    });
  });

  it('refuses an empty, blank, missing or overlong value and stores nothing', async () => {
    for (const value of ['', '   \n', undefined, 42]) {
      const { status, body } = await edit('slides.0.headline', value);
      expect(status).toBe(400);
      expect(body).toMatchObject({ messages: [{ id: 'cmsValueEmpty' }] });
    }
    const long = await edit('slides.0.headline', 'x'.repeat(2001));
    expect(long.body).toMatchObject({ messages: [{ id: 'cmsValueTooLong' }] });
    expect(textAt(await homepageModule('hp-hero'), 'slides.0.headline')).toBe(
      'Sonne tanken mit Sunwave',
    );
  });

  it('answers 404 for an unknown page or module', async () => {
    const page = await edit('headline', 'Text', { pageId: 'no-such-page' });
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ messages: [{ id: 'cmsPageNotFound' }] });
    const module = await edit('headline', 'Text', { moduleId: 'no-such-module' });
    expect(module.status).toBe(404);
    expect(module.body).toMatchObject({ messages: [{ id: 'cmsModuleNotFound' }] });
  });

  it('finds the content documents of both languages, and the demo reset forgets every edit', async () => {
    const summer = await edit('headline', 'Summer, updated', {
      pageId: 'summer-en',
      moduleId: 'summer-promotion',
    });
    expect(summer.status).toBe(200);
    await edit('slides.0.headline', 'Vergessen');
    resetDemoState();
    expect(textAt(await homepageModule('hp-hero'), 'slides.0.headline')).toBe(
      'Sonne tanken mit Sunwave',
    );
  });
});
