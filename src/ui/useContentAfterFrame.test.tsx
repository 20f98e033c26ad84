import { render, screen } from '@testing-library/react';
import { useContentAfterFrame } from './useContentAfterFrame';

/** Writes down what each render saw: the key, and whether the content was ready for it. */
function Recorder({ listKey, seen }: { listKey: unknown; seen: string[] }) {
  const ready = useContentAfterFrame(listKey);
  seen.push(`${String(listKey)}:${ready ? 'all' : 'first'}`);
  return <p>{ready ? 'all' : 'first'}</p>;
}

describe('useContentAfterFrame', () => {
  it('renders the frame first and the content in the render after', async () => {
    const seen: string[] = [];
    render(<Recorder listKey="page 1" seen={seen} />);
    expect(await screen.findByText('all')).toBeInTheDocument();
    expect(seen[0]).toBe('page 1:first');
    expect(seen.at(-1)).toBe('page 1:all');
  });

  it('starts over with a new key: the new content comes first part first', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Recorder listKey="page 1" seen={seen} />);
    expect(await screen.findByText('all')).toBeInTheDocument();
    seen.length = 0;
    rerender(<Recorder listKey="page 2" seen={seen} />);
    expect(seen[0]).toBe('page 2:first');
    expect(await screen.findByText('all')).toBeInTheDocument();
    expect(seen.at(-1)).toBe('page 2:all');
  });

  it('keeps the content while the key stays the same', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Recorder listKey="page 1" seen={seen} />);
    expect(await screen.findByText('all')).toBeInTheDocument();
    seen.length = 0;
    rerender(<Recorder listKey="page 1" seen={seen} />);
    expect(seen).toEqual(['page 1:all']);
  });
});
