import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 10 s: lazy chunks are transformed on first use, and CI shares two cores
// with other work. A state that arrives returns at once; only a failing wait takes the whole time.
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the shell scrolls to the top on route changes.
  window.scrollTo = () => undefined;

  // jest-fixed-jsdom swaps in Node's FormData (which MSW needs); React reads a submitted form with
  // `new FormData(form)`, which Node's cannot do. This one can, for the fields tests use.
  const NodeFormData = globalThis.FormData;
  class FormDataOfForm extends NodeFormData {
    constructor(form?: unknown) {
      super();
      if (!(form instanceof HTMLFormElement)) return;
      for (const element of Array.from(form.elements)) {
        const field = element as HTMLInputElement;
        if (!field.name || field.disabled) continue;
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
        this.append(field.name, field.value);
      }
    }
  }
  globalThis.FormData = FormDataOfForm as typeof FormData;
}
