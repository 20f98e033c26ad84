import { screen } from '@testing-library/react';
import { Collapsible } from './Collapsible';
import { renderUi } from './testing/renderUi';

const toggle = () => screen.getByRole('button', { name: 'Can I bring my dog?' });

describe('Collapsible', () => {
  it('starts collapsed with its region hidden', () => {
    renderUi(<Collapsible title="Can I bring my dog?">Small dogs are welcome.</Collapsible>);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Small dogs are welcome.')).not.toBeVisible();
  });

  it('switches between expanded and collapsed and reports each state', async () => {
    const onToggle = jest.fn();
    const { user } = renderUi(
      <Collapsible title="Can I bring my dog?" onToggle={onToggle}>
        Small dogs are welcome.
      </Collapsible>,
    );
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Can I bring my dog?' });
    expect(toggle()).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Small dogs are welcome.');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(onToggle.mock.calls).toEqual([['expanded'], ['collapsed']]);
  });

  it('can start expanded', () => {
    renderUi(
      <Collapsible title="Can I bring my dog?" defaultExpanded>
        Small dogs are welcome.
      </Collapsible>,
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Small dogs are welcome.')).toBeVisible();
  });

  it('follows the owner in controlled mode', async () => {
    const onToggle = jest.fn();
    const { user } = renderUi(
      <Collapsible title="Can I bring my dog?" expanded={false} onToggle={onToggle}>
        Small dogs are welcome.
      </Collapsible>,
    );
    await user.click(toggle());
    expect(onToggle).toHaveBeenCalledWith('expanded');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sits inside a heading when asked', () => {
    renderUi(
      <Collapsible title="Can I bring my dog?" headingLevel={3}>
        Small dogs are welcome.
      </Collapsible>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Can I bring my dog?' })).toContainElement(
      toggle(),
    );
  });
});
