import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsModule } from '../../../api/types';
import { renderCmsModules } from './renderCmsModules';

const popup = (initial: boolean): CmsModule => ({
  id: 'summer-popup',
  type: 'interactivePopup',
  initial,
  headline: 'Questions about booking?',
  html: '<p>Call us: <a href="tel:+4969123456">+49 69 123 456</a></p><script>alert(1)</script>',
  buttonText: 'Help',
});

// Open or closed, starting closed; initial true shows the vertical bar.
describe('the interactive popup module', () => {
  it('starts closed and opens as a dialog with the CMS text, sanitised', async () => {
    renderCmsModules([popup(true)]);
    const opener = await screen.findByRole('button', { name: 'Help' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Questions about booking?' });
    expect(dialog).toHaveTextContent('Call us: +49 69 123 456');
    expect(dialog).not.toHaveTextContent('alert');
  });

  it('closes on Escape and gives the focus back to its opener', async () => {
    renderCmsModules([popup(true)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  it('closes on its close button', async () => {
    renderCmsModules([popup(false)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the vertical bar when initial is set, from a button in the page otherwise', async () => {
    const { unmount } = renderCmsModules([popup(true)]);
    expect(await screen.findByRole('button', { name: 'Help' })).toHaveClass('hs-popup-bar');
    unmount();
    renderCmsModules([popup(false)]);
    expect(await screen.findByRole('button', { name: 'Help' })).not.toHaveClass('hs-popup-bar');
  });
});
