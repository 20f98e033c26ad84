import { addListener, trigger, type MapsEventListener } from './events';

type Handler = (...args: never[]) => unknown;

/**
 * google.maps.MVCObject without bindTo: `set(key, value)` stores the value and fires
 * `{key}_changed`, as the real one does when nothing is bound.
 */
export class MVCObject {
  private readonly mvcValues = new Map<string, unknown>();

  get(key: string): unknown {
    return this.mvcValues.get(key);
  }

  set(key: string, value: unknown): void {
    this.mvcValues.set(key, value);
    this.notify(key);
  }

  setValues(values: Record<string, unknown> | null | undefined): void {
    if (values) for (const [key, value] of Object.entries(values)) this.set(key, value);
  }

  notify(key: string): void {
    this.changed(key);
    trigger(this, `${key}_changed`);
  }

  /** Called on every change before the `_changed` event; subclasses may override. */
  changed(_key: string): void {}

  addListener(eventName: string, handler: Handler): MapsEventListener {
    return addListener(this, eventName, handler);
  }
}

/** google.maps.MVCArray: an array whose edits fire insert_at, remove_at and set_at. */
export class MVCArray<T> extends MVCObject {
  private readonly items: T[];

  constructor(items: T[] = []) {
    super();
    this.items = [...items];
    super.set('length', this.items.length);
  }

  private lengthChanged(): void {
    super.set('length', this.items.length);
  }

  getArray(): T[] {
    return this.items;
  }

  getAt(index: number): T | undefined {
    return this.items[index];
  }

  getLength(): number {
    return this.items.length;
  }

  forEach(callback: (item: T, index: number) => void): void {
    this.items.forEach((item, index) => callback(item, index));
  }

  insertAt(index: number, item: T): void {
    this.items.splice(index, 0, item);
    this.lengthChanged();
    trigger(this, 'insert_at', index);
  }

  removeAt(index: number): T | undefined {
    const [removed] = this.items.splice(index, 1);
    this.lengthChanged();
    trigger(this, 'remove_at', index, removed);
    return removed;
  }

  setAt(index: number, item: T): void {
    if (index >= this.items.length) {
      this.insertAt(index, item);
      return;
    }
    const previous = this.items[index];
    this.items[index] = item;
    trigger(this, 'set_at', index, previous);
  }

  push(item: T): number {
    this.insertAt(this.items.length, item);
    return this.items.length;
  }

  pop(): T | undefined {
    return this.items.length ? this.removeAt(this.items.length - 1) : undefined;
  }

  clear(): void {
    while (this.items.length) this.pop();
  }
}
