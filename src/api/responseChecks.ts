import * as v from 'valibot';
import { ApiError } from './apiError';
import type { ApiRouteName } from './endpoints';
import type { ApiResponse } from './types/contract';

/**
 * The answers the shop checks before it reads them (docs/rules/shell-and-routes.md, "Answers the
 * shop checks"): what it renders and decides by — ids, statuses, totals and prices, lists it maps.
 * Fields read with a fallback are left to their readers. valibot rather than yup: the page load's
 * check ships with the shell (docs/decisions.md). The booking's and the voucher's checks come
 * with their chunks (`addResponseChecks`), so the shell carries only its own.
 */

/** A route's answer schema; checks part of the answer, never transforms it. */
export type AnswerSchema = v.GenericSchema<unknown>;

const pageAnswer = v.object({
  code: v.number(),
  pageMetaContent: v.object({ title: v.string() }),
  page: v.optional(
    v.object({
      id: v.string(),
      pageType: v.string(),
      modules: v.array(v.object({ id: v.string(), type: v.string() })),
    }),
  ),
});

const schemas = new Map<ApiRouteName, AnswerSchema>([['get_page', pageAnswer]]);

/** Adds the checks of a feature's routes; a feature's chunk calls it as it loads. */
export function addResponseChecks(checks: Partial<Record<ApiRouteName, AnswerSchema>>): void {
  for (const [route, schema] of Object.entries(checks) as [ApiRouteName, AnswerSchema][]) {
    schemas.set(route, schema);
  }
}

/** The routes whose answers are checked so far. */
export function checkedRoutes(): ApiRouteName[] {
  return [...schemas.keys()];
}

/**
 * The answer of `route`, once it has the shape its schema asks for; otherwise an ApiError of kind
 * 'malformed'. Its message names the route and the paths that failed, never a value: an answer
 * may carry a payment token or personal data.
 */
export function checkedAnswer<N extends ApiRouteName>(route: N, answer: unknown): ApiResponse<N> {
  const schema = schemas.get(route);
  if (schema) {
    const result = v.safeParse(schema, answer);
    if (!result.success) {
      const paths = result.issues.slice(0, 3).map((issue) => v.getDotPath(issue) ?? '(answer)');
      throw new ApiError(
        'malformed',
        `${route} answered an unreadable shape at ${paths.join(', ')}`,
      );
    }
  }
  // The original answer, not the parsed output: the schemas check part of it and drop no field.
  return answer as ApiResponse<N>;
}
