import { ApiError } from '../../api/apiError';
import type { ApiCall } from '../../api/prefetch';
import type {
  DestinationOperationName,
  DestinationOperations,
  GraphqlRequest,
  GraphqlResponse,
} from '../../api/types';
import type { Locale } from '../../config/locales';
import { callApi } from '../../store/sagaHelpers';
import { seoQueries } from './seoQueries';

type Variables<N extends DestinationOperationName> = DestinationOperations[N]['variables'];
type Result<N extends DestinationOperationName> = DestinationOperations[N]['result'];

/**
 * Every destination call is a POST to the one GraphQL endpoint with the locale as a query
 * parameter, cookies sent to the page's own origin only (docs/rules/content-pages.md, "Calls to
 * the content service").
 */
export function graphqlRequest<N extends DestinationOperationName>(
  operationName: N,
  variables: Variables<N>,
  locale: Locale,
): ApiCall<'graphql'> {
  const data: GraphqlRequest<N> = { operationName, query: seoQueries[operationName], variables };
  return { route: 'graphql', method: 'POST', query: { locale }, data, credentials: 'same-origin' };
}

/** `yield* callGraphql(name, variables, locale)`: the operation's data, or an ApiError. */
export function* callGraphql<N extends DestinationOperationName>(
  operationName: N,
  variables: Variables<N>,
  locale: Locale,
) {
  // The contract's answer lists every operation; this call's answer has this one's field only.
  const response: GraphqlResponse<N> | null = yield* callApi(
    graphqlRequest(operationName, variables, locale),
  );
  const data = response?.data as Partial<Record<N, Result<N>>> | undefined;
  // GraphQL reports failures in `errors` with status 200; a missing field is one too.
  if (!data || !(operationName in data) || response?.errors?.length) {
    throw new ApiError('rejected', `${operationName} answered no data`);
  }
  return data[operationName] as Result<N>;
}
