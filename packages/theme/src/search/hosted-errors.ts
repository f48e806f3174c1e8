// Errors of the hosted (Algolia-compatible) search client, spec §8 "Search client errors": unreachable
// hosts, API errors with a status, deserialization errors and missing credentials. The search modal
// shows its error state for any of them; the names and fields let it (and a console reader) tell them apart.
// No error message or field ever holds the API key: the key is public (search-only) but logs travel.

/** What happened on one host during one request (Algolia calls this a stack frame). */
export interface HostAttempt {
  /** The host's base URL, e.g. https://APPID-dsn.algolia.net. */
  host: string;
  /**
   * 'timeout': no response headers within the connect time-out, or no complete body within the read/write one;
   * 'network': the request failed before any HTTP status (refused, DNS, CORS, opaque redirect);
   * 'status': the host answered with a status that is neither 2xx nor 4xx (5xx, 3xx).
   */
  kind: 'timeout' | 'network' | 'status';
  /** The HTTP status for 'status'; 0 otherwise. */
  status: number;
  /** The time-out in force for the phase that expired ('timeout' only), after the retry multiplier. */
  timeoutMs?: number;
  message: string;
}

/** Base class: `err instanceof HostedSearchError` is how the UI recognises a search-client failure. */
export class HostedSearchError extends Error {
  override name = 'HostedSearchError';
}

/** createHostedClient was given an empty application id or API key (spec §8: "a missing application id or key"). */
export class MissingCredentialsError extends HostedSearchError {
  override name = 'MissingCredentialsError';
  constructor(readonly missing: readonly ('appId' | 'apiKey')[]) {
    super(`Hosted search needs an application id (appId) and an API key (apiKey); missing: ${missing.join(', ')}`);
  }
}

/**
 * Every host was tried and none gave a usable answer (timeouts, network failures, 5xx/3xx).
 * Algolia names this RetryError; `RetryError` below is the same class under that name.
 */
export class UnreachableHostsError extends HostedSearchError {
  override name = 'UnreachableHostsError';
  constructor(readonly attempts: readonly HostAttempt[]) {
    super(
      `Unreachable hosts: none of the ${attempts.length} search host(s) answered. ` +
        attempts.map((a) => `${a.host}: ${a.message}`).join('; ') +
        '. Check the application id (appId) and the network connection.',
    );
  }
}
export { UnreachableHostsError as RetryError };

/** A 4xx answer: the request itself is wrong (bad key, unknown index, bad params), so no other host is tried. */
export class ApiError extends HostedSearchError {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The API's own message (its JSON `message`), or the start of the body when it is not JSON. */
    readonly apiMessage: string,
    readonly host: string,
    /** The retryable failures on earlier hosts in the same request, if any. */
    readonly attempts: readonly HostAttempt[] = [],
  ) {
    super(`Search API error ${status} from ${host}: ${apiMessage || '(empty body)'}`);
  }
}

/** A 2xx answer whose body is not the JSON expected (a proxy's HTML page, a truncated body). Not retried, as in Algolia. */
export class DeserializationError extends HostedSearchError {
  override name = 'DeserializationError';
  constructor(
    readonly status: number,
    readonly host: string,
    /** Why parsing failed. */
    readonly reason: string,
    /** The first 200 characters of the body, for debugging. */
    readonly bodyStart: string,
  ) {
    super(`Invalid JSON from search host ${host} (HTTP ${status}): ${reason}. Body starts with: ${JSON.stringify(bodyStart)}`);
  }
}
