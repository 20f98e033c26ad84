import { isAxiosError, isCancel } from 'axios';

/**
 * The one error type sagas switch on (house style "URLs and the API"). 'malformed': the host
 * answered, but not in the shape the shop reads; it is shown as a server error is
 * (docs/rules/shell-and-routes.md, "Answers the shop checks").
 */
export type ApiErrorKind = 'cancelled' | 'network' | 'timeout' | 'http' | 'rejected' | 'malformed';

export interface ServerMessage {
  id?: string;
  context?: string;
  text?: string;
}

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly messages: ServerMessage[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messagesOf(data: unknown): ServerMessage[] {
  if (data && typeof data === 'object' && 'messages' in data && Array.isArray(data.messages)) {
    return data.messages.filter((m): m is ServerMessage => !!m && typeof m === 'object');
  }
  return [];
}

/** Maps whatever axios threw to an ApiError; never leaks request bodies or headers into the message. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError('cancelled', 'Request cancelled');
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', 'Request timed out');
    }
    if (error.response) {
      const { status, data } = error.response;
      return new ApiError('http', `Server answered ${status}`, status, messagesOf(data));
    }
    return new ApiError('network', 'Network error');
  }
  return new ApiError('network', error instanceof Error ? error.message : 'Unknown error');
}
