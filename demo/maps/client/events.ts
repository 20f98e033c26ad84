/** google.maps.event: listeners on API objects (and DOM nodes), called in registration order. */

type Handler = (...args: never[]) => unknown;

export interface MapsEventListener {
  remove(): void;
}

interface Registration extends MapsEventListener {
  handler: Handler;
}

const registry = new WeakMap<object, Map<string, Set<Registration>>>();

function listenersOf(instance: object, eventName: string): Set<Registration> {
  let byName = registry.get(instance);
  if (!byName) {
    byName = new Map();
    registry.set(instance, byName);
  }
  let set = byName.get(eventName);
  if (!set) {
    set = new Set();
    byName.set(eventName, set);
  }
  return set;
}

function register(
  instance: object,
  eventName: string,
  handler: Handler,
  detach?: () => void,
): MapsEventListener {
  const set = listenersOf(instance, eventName);
  const registration: Registration = {
    handler,
    remove() {
      if (set.delete(registration)) detach?.();
    },
  };
  set.add(registration);
  return registration;
}

const isDomTarget = (instance: object): instance is EventTarget =>
  typeof (instance as Partial<Node>).nodeType === 'number' ||
  instance === (typeof window === 'undefined' ? undefined : window);

export function addDomListener(
  instance: EventTarget,
  eventName: string,
  handler: Handler,
  capture?: boolean,
): MapsEventListener {
  const listener = (event: Event) => (handler as (event: Event) => unknown).call(instance, event);
  instance.addEventListener(eventName, listener, capture);
  return register(instance, eventName, handler, () =>
    instance.removeEventListener(eventName, listener, capture),
  );
}

export function addListener(
  instance: object,
  eventName: string,
  handler: Handler,
): MapsEventListener {
  if (isDomTarget(instance)) return addDomListener(instance, eventName, handler);
  return register(instance, eventName, handler);
}

export function addListenerOnce(
  instance: object,
  eventName: string,
  handler: Handler,
): MapsEventListener {
  const listener = addListener(instance, eventName, function (this: unknown, ...args: never[]) {
    listener.remove();
    return handler.apply(this, args);
  });
  return listener;
}

export function addDomListenerOnce(
  instance: EventTarget,
  eventName: string,
  handler: Handler,
  capture?: boolean,
): MapsEventListener {
  const listener = addDomListener(
    instance,
    eventName,
    function (this: unknown, ...args: never[]) {
      listener.remove();
      return handler.apply(this, args);
    },
    capture,
  );
  return listener;
}

export function removeListener(listener: MapsEventListener | null | undefined): void {
  listener?.remove();
}

export function clearListeners(instance: object, eventName: string): void {
  const set = registry.get(instance)?.get(eventName);
  if (set) for (const registration of [...set]) registration.remove();
}

export function clearInstanceListeners(instance: object): void {
  const byName = registry.get(instance);
  if (byName) for (const eventName of [...byName.keys()]) clearListeners(instance, eventName);
}

export function hasListeners(instance: object, eventName: string): boolean {
  return (registry.get(instance)?.get(eventName)?.size ?? 0) > 0;
}

/** Calls the listeners with `this` = instance; a listener removed meanwhile is skipped. */
export function trigger(instance: object, eventName: string, ...args: unknown[]): void {
  const set = registry.get(instance)?.get(eventName);
  if (!set) return;
  for (const registration of [...set]) {
    if (set.has(registration)) (registration.handler as Handler).apply(instance, args as never[]);
  }
}

export const event = {
  addDomListener,
  addDomListenerOnce,
  addListener,
  addListenerOnce,
  clearInstanceListeners,
  clearListeners,
  hasListeners,
  removeListener,
  trigger,
};
