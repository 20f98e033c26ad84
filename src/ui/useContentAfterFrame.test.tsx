import { render, screen } from '@testing-library/react';
import { useContentAfterFrame } from './useContentAfterFrame';

/** Writes down what each render saw: the key, and whether the content was ready for it. */
function Recorder({ listKey, seen }: { listKey: unknown; seen: string[] }) {
  const ready = useContentAfterFrame(listKey);
  seen.push(`${String(listKey)}:${ready ? 'all' : 'first'}`);
  return <p>{ready ? 'all' : 'first'}</p>;
}

/** Mounts with a key and waits until the content is there; `show` renders with another key. */
async function mounted(listKey: string) {
  const seen: string[] = [];
  const { rerender } = render(<Recorder listKey={listKey} seen={seen} />);
  expect(await screen.findByText('all')).toBeInTheDocument();
  const show = (next: string) => {
    seen.length = 0;
    rerender(<Recorder listKey={next} seen={seen} />);
  };
  return { seen, show };
}

describe('useContentAfterFrame', () => {
  it('renders the frame first and the content in the render after', async () => {
    const { seen } = await mounted('page 1');
    expect(seen[0]).toBe('page 1:first');
    expect(seen.at(-1)).toBe('page 1:all');
  });

  it('starts over with a new key: the new content comes first part first', async () => {
    const { seen, show } = await mounted('page 1');
    show('page 2');
    expect(seen[0]).toBe('page 2:first');
    expect(await screen.findByText('all')).toBeInTheDocument();
    expect(seen.at(-1)).toBe('page 2:all');
  });

  it('keeps the content while the key stays the same', async () => {
    const { seen, show } = await mounted('page 1');
    show('page 1');
    expect(seen).toEqual(['page 1:all']);
  });
});
