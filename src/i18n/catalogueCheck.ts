import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

/**
 * The catalogue check (docs/rules/languages.md): every language has exactly English's message ids,
 * each a valid ICU message with the same argument names and rich-text tags as English. A text
 * whose arguments differ would show "{count}" or lose a link in that language only.
 */

/** What a message needs from its caller: argument names and tags, each sorted. */
export interface MessageShape {
  arguments: string[];
  tags: string[];
}

function collect(elements: MessageFormatElement[], args: Set<string>, tags: Set<string>): void {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      args.add(element.value);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      args.add(element.value);
      for (const option of Object.values(element.options)) collect(option.value, args, tags);
    } else if (isTagElement(element)) {
      tags.add(element.value);
      collect(element.children, args, tags);
    }
  }
}

/** The message's shape; throws on a message that is not valid ICU. */
export function messageShape(message: string): MessageShape {
  const args = new Set<string>();
  const tags = new Set<string>();
  collect(parse(message), args, tags);
  return { arguments: [...args].sort(), tags: [...tags].sort() };
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Every way `candidate` falls short of `english`, one line each; empty when it is complete. */
export function catalogueProblems(
  english: Record<string, string>,
  candidate: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(english)) {
    if (!(id in candidate)) problems.push(`missing: ${id}`);
  }
  for (const [id, text] of Object.entries(candidate)) {
    const reference = english[id];
    if (reference === undefined) {
      problems.push(`not in English: ${id}`);
      continue;
    }
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`empty: ${id}`);
      continue;
    }
    let shape: MessageShape;
    try {
      shape = messageShape(text);
    } catch (error) {
      problems.push(`not valid ICU: ${id} (${(error as Error).message})`);
      continue;
    }
    const wanted = messageShape(reference);
    if (!same(shape.arguments, wanted.arguments)) {
      problems.push(
        `arguments of ${id}: ${shape.arguments.join(', ') || 'none'}, English has ${wanted.arguments.join(', ') || 'none'}`,
      );
    }
    if (!same(shape.tags, wanted.tags)) {
      problems.push(
        `tags of ${id}: ${shape.tags.join(', ') || 'none'}, English has ${wanted.tags.join(', ') || 'none'}`,
      );
    }
  }
  return problems;
}
