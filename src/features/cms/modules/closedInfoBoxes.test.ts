import {
  closedInfoBoxesKey,
  infoBoxKey,
  isInfoBoxClosed,
  rememberInfoBoxClosed,
} from './closedInfoBoxes';

const box = { id: 'info', infos: [{ airlines: ['EW'], text: 'No luggage.' }] };

describe('closed ancillaries info boxes (visible until the visitor closes them)', () => {
  afterEach(() => localStorage.clear());

  it('names a box by its id and texts', () => {
    expect(infoBoxKey(box)).toBe(infoBoxKey({ ...box, infos: [...box.infos] }));
    expect(infoBoxKey(box)).not.toBe(infoBoxKey({ ...box, id: 'other' }));
    expect(infoBoxKey(box)).not.toBe(
      infoBoxKey({ ...box, infos: [{ airlines: ['EW'], text: 'x' }] }),
    );
  });

  it('remembers the last 50 closed boxes, and nothing else', () => {
    for (let n = 0; n < 60; n += 1) rememberInfoBoxClosed(`box-${n}`);
    expect(isInfoBoxClosed('box-59')).toBe(true);
    expect(isInfoBoxClosed('box-10')).toBe(true);
    expect(isInfoBoxClosed('box-9')).toBe(false);
    expect(JSON.parse(localStorage.getItem(closedInfoBoxesKey) ?? '')).toHaveLength(50);
  });

  it('reads a damaged entry as no box closed', () => {
    localStorage.setItem(closedInfoBoxesKey, '{not json');
    expect(isInfoBoxClosed('box-1')).toBe(false);
    localStorage.setItem(closedInfoBoxesKey, '{"a":1}');
    expect(isInfoBoxClosed('a')).toBe(false);
  });
});
