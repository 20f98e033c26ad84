import { screen, waitFor } from '@testing-library/react';
import type { CmsModule } from '../../../api/types';
import { renderCmsModules } from './renderCmsModules';

// Visibility rules apply to every module of a page, not only to the other modules, and CMS editors
// see hidden and expired ones (docs/rules/cms-modules.md, "Who sees a module").
const modules: CmsModule[] = [
  { id: 'shown', type: 'freeText', headline: 'For everyone', html: '' },
  { id: 'hidden', type: 'freeText', headline: 'Hidden', html: '', visibility: { hidden: true } },
  {
    id: 'expired',
    type: 'faq',
    headline: 'Expired questions',
    items: [],
    visibility: { validUntil: '2000-01-01T00:00:00Z' },
  },
  {
    id: 'voucher-only',
    type: 'freeText',
    headline: 'Voucher pages only',
    html: '',
    visibility: { pageTypes: ['voucher'] },
  },
];

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('visibility of every module on a CMS page', () => {
  it('shows a visitor only the modules meant for this page now', async () => {
    renderCmsModules(modules);
    await screen.findByRole('heading', { name: 'For everyone' });
    expect(headings()).toEqual(['For everyone']);
  });

  it('shows a CMS editor the hidden, expired and other-page modules too', async () => {
    renderCmsModules(modules, { config: { cmsUser: true } });
    // The editor's frames and each module's code load on their own, in any order: wait for all.
    await waitFor(() =>
      expect(headings()).toEqual([
        'For everyone',
        'Hidden',
        'Expired questions',
        'Voucher pages only',
      ]),
    );
  });

  it('shows the voucher-only module to visitors of a voucher page', async () => {
    renderCmsModules(modules, { pageType: 'voucher' });
    await screen.findByRole('heading', { name: 'For everyone' });
    expect(headings()).toEqual(['For everyone', 'Voucher pages only']);
  });
});
