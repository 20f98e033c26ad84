/** @jest-environment node */
import { event } from './events';
import { MVCArray, MVCObject } from './mvc';

describe('google.maps.event and MVC objects of the stand-in', () => {
  it('calls listeners in order with the instance as this, once-listeners once', () => {
    const target = new MVCObject();
    const calls: string[] = [];
    event.addListener(target, 'idle', function (this: unknown) {
      calls.push(this === target ? 'first' : 'wrong this');
    });
    event.addListenerOnce(target, 'idle', () => calls.push('once'));
    event.trigger(target, 'idle');
    event.trigger(target, 'idle');
    expect(calls).toEqual(['first', 'once', 'first']);
  });

  it('skips a listener removed by an earlier one, as google-map-react does on dragend', () => {
    const target = {};
    const second = jest.fn();
    const listener = event.addListener(target, 'idle', () => event.removeListener(other));
    const other = event.addListener(target, 'idle', second);
    event.trigger(target, 'idle');
    expect(second).not.toHaveBeenCalled();
    listener.remove();
    expect(event.hasListeners(target, 'idle')).toBe(false);
  });

  it('clears every listener of an instance', () => {
    const target = new MVCObject();
    const handler = jest.fn();
    event.addListener(target, 'zoom_changed', handler);
    target.addListener('idle', handler);
    event.clearInstanceListeners(target);
    event.trigger(target, 'zoom_changed');
    event.trigger(target, 'idle');
    expect(handler).not.toHaveBeenCalled();
  });

  it('fires key_changed on set and insert_at / remove_at on arrays', () => {
    const target = new MVCObject();
    const changed = jest.fn();
    event.addListener(target, 'colour_changed', changed);
    target.set('colour', 'blue');
    expect(target.get('colour')).toBe('blue');
    expect(changed).toHaveBeenCalledTimes(1);

    const list = new MVCArray<string>(['a']);
    const edits: unknown[][] = [];
    list.addListener('insert_at', (...args: never[]) => edits.push(['insert', ...args]));
    list.addListener('remove_at', (...args: never[]) => edits.push(['remove', ...args]));
    list.push('b');
    list.removeAt(0);
    expect(list.getArray()).toEqual(['b']);
    expect(list.get('length')).toBe(1);
    expect(edits).toEqual([
      ['insert', 1],
      ['remove', 0, 'a'],
    ]);
  });
});
