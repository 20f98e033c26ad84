import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeroSliderModule, PageResponse } from '../../../api/types';
import { useAppSelector } from '../../../store/hooks';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { selectPage, shellActions } from '../../shell';
import { CmsEditingSwitch, CmsText } from './CmsText';

const server = setupDemoHost();

const original = 'Sonne tanken mit Sunwave';
const editor = testConfig({ cmsUser: true });

function setCookie(name: string, value: string | null) {
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; Path=/`
    : `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

/** The German homepage as the demo host serves it now (with the texts saved so far). */
function fetchHomepage(store = makeTestStore()) {
  return store.api.request({
    route: 'get_page',
    query: { path: '/de-de', locale: 'de-de' },
    signal: new AbortController().signal,
  });
}

async function loadHomepage() {
  const store = makeTestStore();
  store.dispatch(shellActions.pageLoaded(await fetchHomepage(store)));
  return store;
}

const heroOf = (page: PageResponse['page']) =>
  page?.modules.find((module) => module.id === 'hp-hero') as HeroSliderModule;

/** The hero's first headline as the loaded page has it, the way the hero slide renders it. */
function HeroHeadline() {
  const hero = heroOf(useAppSelector(selectPage).data);
  return (
    <CmsText
      moduleId="hp-hero"
      field="slides.0.headline"
      value={hero.slides[0]?.headline ?? ''}
      as="h2"
    />
  );
}

async function savedHeadline() {
  return heroOf((await fetchHomepage()).page).slides[0]?.headline;
}

/** Counts the save requests the demo host receives. */
function countSaves() {
  const saves: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/ajax/cms/')) saves.push(request.url);
  });
  return saves;
}

async function renderAsEditor(language: 'en' | 'de' = 'en') {
  const store = await loadHomepage();
  renderWithProviders(<HeroHeadline />, { store, config: editor, language });
  const edit = await screen.findByRole('button', { name: `Edit headline: ${original}` });
  return { store, edit };
}

beforeEach(() => setCookie('demo_cms_editor', '1'));
afterEach(() => {
  // An unsaved text waits in the tab's session storage; each test starts without one.
  window.sessionStorage.clear();
  setCookie('demo_cms_editor', null);
  setCookie('demo_faults', null);
  server.events.removeAllListeners();
});

describe('CmsText for visitors', () => {
  it('renders the plain element with the text and no editing controls', async () => {
    const store = await loadHomepage();
    renderWithProviders(
      <>
        <CmsEditingSwitch />
        <HeroHeadline />
      </>,
      { store },
    );
    expect(screen.getByRole('heading', { level: 2, name: original })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('CmsText for CMS editors (inline editing)', () => {
  it('shows the text with an Edit button named after the field and the text', async () => {
    await renderAsEditor();
    expect(screen.getByRole('heading', { level: 2, name: original })).toBeInTheDocument();
  });

  it('hides and shows every Edit button with the editor’s switch, for the rest of the session', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const store = await loadHomepage();
    const page = (
      <>
        <CmsEditingSwitch />
        <HeroHeadline />
      </>
    );
    const first = renderWithProviders(page, { store, config: editor });
    const toggle = await screen.findByRole('button', { name: 'Show edit buttons' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('button', { name: `Edit headline: ${original}` }),
    ).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /^Edit headline/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: original })).toBeInTheDocument();
    first.unmount();

    // The next page of the session starts with the buttons hidden.
    renderWithProviders(page, { store, config: editor });
    const again = await screen.findByRole('button', { name: 'Show edit buttons' });
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /^Edit headline/ })).not.toBeInTheDocument();
    await user.click(again);
    expect(
      await screen.findByRole('button', { name: `Edit headline: ${original}` }),
    ).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('swaps the text for a labelled field; Escape cancels, keeps the text and returns the focus', async () => {
    const user = userEvent.setup();
    const saves = countSaves();
    const { edit } = await renderAsEditor();
    await user.click(edit);
    const field = screen.getByRole('textbox', { name: 'New headline' });
    expect(field).toHaveValue(original);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await user.type(field, ' – nicht gespeichert');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: original })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit headline: ${original}` })).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('saves through the CMS endpoint: the page in the store shows the text, the focus returns, a reload has it', async () => {
    const user = userEvent.setup();
    const { store, edit } = await renderAsEditor();
    await user.click(edit);
    const field = screen.getByRole('textbox', { name: 'New headline' });
    await user.clear(field);
    await user.type(field, 'Sommer mit Sunwave');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sommer mit Sunwave' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit headline: Sommer mit Sunwave' })).toHaveFocus();
    expect(heroOf(selectPage(store.getState()).data).slides[0]?.headline).toBe(
      'Sommer mit Sunwave',
    );
    expect(await savedHeadline()).toBe('Sommer mit Sunwave');
  });

  it('keeps what the editor typed and says so at the field when the server fails', async () => {
    const user = userEvent.setup();
    setCookie('demo_faults', 'cms_text_edit:status=500');
    const { edit } = await renderAsEditor();
    await user.click(edit);
    const field = screen.getByRole('textbox', { name: 'New headline' });
    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The text could not be saved. What you typed is still here; please try again.',
    );
    expect(field).toHaveValue(`${original}!`);
    expect(field).toHaveAccessibleDescription(/could not be saved/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(await savedHeadline()).toBe(original);
  });

  it('keeps the field open with what was typed when the text is drawn anew or the page reloads', async () => {
    const user = userEvent.setup();
    const store = await loadHomepage();
    const drawn = () => renderWithProviders(<HeroHeadline />, { store, config: editor });
    const first = drawn();
    await user.click(await screen.findByRole('button', { name: `Edit headline: ${original}` }));
    await user.type(screen.getByRole('textbox', { name: 'New headline' }), ' im Herbst');
    // The hero's first slide is replaced by the slider's once that arrives: a new component.
    first.unmount();
    const second = drawn();
    const field = await screen.findByRole('textbox', { name: 'New headline' });
    expect(field).toHaveValue(`${original} im Herbst`);
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Cancelled: the text drawn anew shows the text again, not a field.
    second.unmount();
    drawn();
    expect(await screen.findByRole('heading', { level: 2, name: original })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends one save for a double click on Save and disables Save meanwhile', async () => {
    const user = userEvent.setup();
    setCookie('demo_faults', 'cms_text_edit:latency=300');
    const saves = countSaves();
    const { edit } = await renderAsEditor();
    await user.click(edit);
    await user.type(screen.getByRole('textbox', { name: 'New headline' }), '!');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(save);
    expect(save).toBeDisabled();
    expect(await screen.findByRole('heading', { level: 2, name: `${original}!` })).toBeVisible();
    expect(saves).toHaveLength(1);
  });

  it('refuses an empty text at the field without a call', async () => {
    const user = userEvent.setup();
    const saves = countSaves();
    const { edit } = await renderAsEditor();
    await user.click(edit);
    const field = screen.getByRole('textbox', { name: 'New headline' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a text: an empty field cannot be saved.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
    await user.type(field, 'Neu');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('edits copy text in a text area and speaks German to German editors', async () => {
    const user = userEvent.setup();
    const store = await loadHomepage();
    renderWithProviders(
      <CmsText
        moduleId="hp-simple"
        field="teasers.0.copytext"
        value="Spontan in die Sonne"
        as="p"
      />,
      { store, config: editor, language: 'de' },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Fließtext bearbeiten: Spontan in die Sonne' }),
    );
    const field = screen.getByRole('textbox', { name: 'Fließtext (neuer Text)' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  });

  it('puts the Edit button after a link holding the text, never inside it', async () => {
    const store = await loadHomepage();
    renderWithProviders(
      <a href="/de-de/sommer">
        <CmsText moduleId="hp-hero" field="slides.0.buttonText" value="Jetzt entdecken" />
      </a>,
      { store, config: editor },
    );
    const edit = await screen.findByRole('button', { name: 'Edit button text: Jetzt entdecken' });
    const link = screen.getByRole('link', { name: 'Jetzt entdecken' });
    expect(link).not.toContainElement(edit);
    await waitFor(() => expect(link.nextElementSibling).toContainElement(edit));
  });

  it('takes the place made after a link away again when the text goes', async () => {
    const store = await loadHomepage();
    const warnings = jest.spyOn(console, 'error');
    const view = renderWithProviders(
      <a href="/de-de/sommer">
        <CmsText moduleId="hp-hero" field="slides.0.buttonText" value="Jetzt entdecken" />
      </a>,
      { store, config: editor },
    );
    await screen.findByRole('button', { name: 'Edit button text: Jetzt entdecken' });
    expect(document.querySelectorAll('.hs-cms-edit-place')).toHaveLength(1);
    view.unmount();
    expect(document.querySelectorAll('.hs-cms-edit-place')).toHaveLength(0);
    expect(warnings.mock.calls.flat().join(' ')).not.toMatch(/callback ref/i);
    warnings.mockRestore();
  });

  it('lists the controls of tab titles after the tab list, in the order of the tabs', async () => {
    const store = await loadHomepage();
    const titles = ['Spanien', 'Griechenland', 'Türkei'];
    renderWithProviders(
      <>
        <div role="tablist" aria-label="Reiseziele">
          {titles.map((title, index) => (
            <button key={title} type="button" role="tab" aria-selected={index === 0}>
              <CmsText moduleId="hp-tabs" field={`tabs.${index}.title`} value={title} />
            </button>
          ))}
        </div>
        <p>Danach</p>
      </>,
      { store, config: editor },
    );
    await screen.findByRole('button', { name: 'Edit tab title: Türkei' });
    const tablist = screen.getByRole('tablist');
    const edits = screen.getAllByRole('button', { name: /^Edit tab title/ });
    expect(edits.map((button) => button.textContent)).toEqual(
      titles.map((title) => `Edit tab title: ${title}`),
    );
    for (const edit of edits) expect(tablist).not.toContainElement(edit);
    expect(within(tablist).getAllByRole('tab')).toHaveLength(3);
  });
});
