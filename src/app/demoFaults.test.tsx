import { act, screen, waitFor, within } from '@testing-library/react';
import { setupDemoHost } from '../testing/setupDemoHost';
import { renderApp } from '../testing/renderApp';

setupDemoHost();

/** The demo host's fault switches, set the way a browser test sets them: a cookie. */
function setFaults(faults: string | null) {
  document.cookie = faults
    ? `demo_faults=${encodeURIComponent(faults)}; Path=/`
    : 'demo_faults=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
}

function navigate(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe("the shop's reaction to the demo host's fault switches", () => {
  afterEach(() => setFaults(null));

  it.each(['status=503', 'drop'])(
    'a homepage load failing with %s says so in place; the next navigation loads again',
    async (fault) => {
      setFaults(`get_page:${fault}`);
      renderApp('/en-gb');
      const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
      expect(alert).toHaveTextContent("The page's content could not be loaded.");
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();

      setFaults(null);
      navigate('/en-gb/summer');
      expect(await screen.findByRole('heading', { level: 1, name: /summer/i })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('a slow page load shows the loader until the content arrives', async () => {
    setFaults('get_page:latency=400');
    renderApp('/en-gb');
    const loader = await screen.findByText('Loading');
    expect(loader.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
  });

  it('content poisoned with script-injection vectors renders as text and runs nothing', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    setFaults('get_page:xss;get_layout:xss');
    const { container } = renderApp('/en-gb');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // The poisoned headline is shown as text (the vector is visible, not parsed into the page).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[<>]/);
    const all = [...container.ownerDocument.querySelectorAll('*')];
    expect(
      all.filter((el) => ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)),
    ).toEqual([]);
    expect(all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)))).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a failing layout leaves the page usable, without navigation', async () => {
    setFaults('get_layout:status=500');
    renderApp('/en-gb');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
