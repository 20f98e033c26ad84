import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Pagination } from './Pagination';
import { gap, pageWindow } from './pageWindow';

const nav = () => screen.getByRole('navigation', { name: 'Pages' });

describe('Pagination', () => {
  it('calls back with the chosen page and marks the current one', async () => {
    const onPage = jest.fn();
    renderWithProviders(<Pagination page={2} pageCount={4} onPage={onPage} />);
    const user = userEvent.setup();
    expect(within(nav()).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('button', { name: 'Page 3' })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(within(nav()).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await user.click(within(nav()).getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    await user.click(within(nav()).getByRole('button', { name: 'Page 4' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderWithProviders(
      <Pagination page={1} pageCount={3} onPage={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderWithProviders(<Pagination page={3} pageCount={3} onPage={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders links when given hrefFor', () => {
    renderWithProviders(
      <Pagination page={1} pageCount={12} hrefFor={(n) => `/en-gb/results?page=${n}`} />,
    );
    expect(within(nav()).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en-gb/results?page=2',
    );
    expect(within(nav()).getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'href',
      '/en-gb/results?page=12',
    );
    expect(within(nav()).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav()).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('tells which page a link goes to as it is pressed', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(
      <Pagination
        page={2}
        pageCount={5}
        hrefFor={(n) => `/en-gb/results?page=${n}`}
        onNavigate={onNavigate}
      />,
    );
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('link', { name: 'Next page' }));
    expect(onNavigate).toHaveBeenLastCalledWith(3);
    await user.click(within(nav()).getByRole('link', { name: 'Page 5' }));
    expect(onNavigate).toHaveBeenLastCalledWith(5);
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPage={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    renderWithProviders(<Pagination page={1} pageCount={2} onPage={jest.fn()} />, {
      language: 'de',
    });
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
  });
});

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, gap, 9, 10, 11, gap, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, gap, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, gap, 20]);
    expect(pageWindow(20, 20)).toEqual([1, gap, 19, 20]);
  });
});
