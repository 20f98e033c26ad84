/** Event log POST (docs/rules/consent-and-analytics.md, "The event log"). */
export interface EventLogRequest {
  stack?: string;
  msg: {
    action: string;
    /** ISO date-time or epoch ms. */
    time: string | number;
    hotelId?: number | string;
    /** A trimmed package. */
    package?: Record<string, unknown>;
  };
  level: 'INFO';
  context?: Record<string, unknown>;
}

/** Design decision: the logger acknowledges with success only. */
export interface EventLogResponse {
  success: boolean;
}
