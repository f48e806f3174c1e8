// The retry strategy of the hosted search client, modelled on Algolia's JavaScript transporter
// (@algolia/client-common createTransporter + requester-fetch) so that the DocSearch hosts see the
// client behaviour they were designed for, without shipping the SDK. Spec §8 and §9:
// - retry on time-outs, network failures and statuses that are neither 2xx nor 4xx; never on 4xx;
// - a failed host stays down for DOWN_TTL (120000 ms), then is tried again;
// - time-outs: connect 1 s, read 2 s, write 30 s.
import { ApiError, DeserializationError, UnreachableHostsError, type HostAttempt } from './hosted-errors.ts';

/** A host is retried after this long (spec §9: 120000 ms; Algolia's JavaScript EXPIRATION_DELAY). */
export const DOWN_TTL = 120_000;

/** Client time-outs in ms (spec §9). */
export interface HostedTimeouts {
  connect: number;
  read: number;
  write: number;
}
export const HOSTED_TIMEOUTS: Readonly<HostedTimeouts> = Object.freeze({ connect: 1_000, read: 2_000, write: 30_000 });

export interface HostedHost {
  /** Base URL with protocol, without a trailing path: 'https://APPID-dsn.algolia.net', 'http://127.0.0.1:8080'. */
  url: string;
}

/** 'read' requests get connect + read time-outs, 'write' requests connect + write (Algolia counts a search POST as a read). */
export type CallKind = 'read' | 'write';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

interface HostState {
  status: 'down' | 'timedOut';
  since: number;
}

export interface TransportOptions {
  hosts: readonly HostedHost[];
  headers: Readonly<Record<string, string>>;
  fetch: FetchLike;
  now: () => number;
  timeouts: HostedTimeouts;
}

export interface Transport {
  /**
   * POSTs `body` (JSON) to `path` on the first usable host, retrying on the next ones; resolves to the parsed
   * JSON. `check` returns why a parsed 2xx body is unusable (a DeserializationError), or undefined.
   */
  post(path: string, body: unknown, kind: CallKind, check?: (json: unknown) => string | undefined): Promise<unknown>;
}

type SendResult =
  | { kind: 'response'; status: number; content: string }
  | { kind: 'timeout'; phase: 'connect' | 'read' | 'write'; ms: number }
  | { kind: 'network'; message: string };

export function createTransport(options: TransportOptions): Transport {
  if (options.hosts.length === 0) throw new TypeError('Hosted search needs at least one host');
  // Host state lives as long as the client (one per page load in the browser). Algolia also persists it in
  // localStorage; an in-memory map is enough for a docs search box and keeps the client free of storage.
  const states = new Map<string, HostState>();

  const isUp = (host: HostedHost, now: number): boolean => {
    const s = states.get(host.url);
    return s === undefined || now - s.since > DOWN_TTL;
  };
  const isTimedOut = (host: HostedHost, now: number): boolean => {
    const s = states.get(host.url);
    return s !== undefined && s.status === 'timedOut' && now - s.since <= DOWN_TTL;
  };

  async function post(path: string, body: unknown, kind: CallKind, check?: (json: unknown) => string | undefined): Promise<unknown> {
    const now = options.now();
    const hostsUp = options.hosts.filter((h) => isUp(h, now));
    // As in Algolia, a host that timed out is not skipped but tried after the healthy ones (it may just be
    // slow, and the time-outs grow below); only a host that failed outright ('down') is skipped.
    const hostsTimedOut = options.hosts.filter((h) => isTimedOut(h, now));
    const available = [...hostsUp, ...hostsTimedOut];
    // When every host is down, try them all anyway rather than fail without a request: the outage may be over.
    const order = available.length > 0 ? available : options.hosts;

    const data = JSON.stringify(body);
    const attempts: HostAttempt[] = [];
    let timeoutsCount = 0;
    // Algolia's multiplier: 1 while nothing has timed out; once a host timed out (in this request or in the
    // last DOWN_TTL), every further attempt waits (timed-out hosts + 3 + time-outs so far) times the base.
    // A host that timed out is probably slow rather than gone, so the next try gives the network more time.
    const multiplier = (): number => (hostsTimedOut.length === 0 && timeoutsCount === 0 ? 1 : hostsTimedOut.length + 3 + timeoutsCount);

    for (const host of order) {
      const m = multiplier();
      const connectMs = options.timeouts.connect * m;
      const responseMs = (kind === 'read' ? options.timeouts.read : options.timeouts.write) * m;
      const result = await send(options.fetch, `${host.url.replace(/\/+$/, '')}${path}`, { headers: options.headers, data }, connectMs, responseMs, kind);

      if (result.kind === 'response' && isSuccess(result.status)) {
        const json = parseJson(result.status, result.content, host.url);
        const problem = check?.(json);
        if (problem !== undefined) throw new DeserializationError(result.status, host.url, problem, result.content.slice(0, 200));
        return json;
      }
      if (result.kind === 'response' && isClientError(result.status)) {
        throw new ApiError(result.status, apiMessage(result.content), host.url, attempts);
      }
      // Retryable: a time-out, a network failure, or any other status (5xx, 3xx, 1xx).
      attempts.push(describe(host.url, result));
      if (result.kind === 'timeout') timeoutsCount++;
      states.set(host.url, { status: result.kind === 'timeout' ? 'timedOut' : 'down', since: options.now() });
    }
    throw new UnreachableHostsError(attempts);
  }

  return { post };
}

const isSuccess = (status: number): boolean => Math.floor(status / 100) === 2;
const isClientError = (status: number): boolean => Math.floor(status / 100) === 4;

/**
 * One HTTP exchange with two timers, as Algolia's fetch requester does: fetch cannot see the TCP handshake,
 * so "connected" means "response headers arrived" (connect time-out), then the body must arrive within the
 * read (or write) time-out. A host that never answers therefore costs at most connect + read.
 */
async function send(
  fetchImpl: FetchLike,
  url: string,
  request: { headers: Readonly<Record<string, string>>; data: string },
  connectMs: number,
  responseMs: number,
  kind: CallKind,
): Promise<SendResult> {
  const controller = new AbortController();
  let phase: 'connect' | 'read' | 'write' = 'connect';
  let timer = setTimeout(() => controller.abort(), connectMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { ...request.headers },
      body: request.data,
      // A redirect is an answer that is neither 2xx nor 4xx: retry on the next host instead of following it
      // (Algolia does the same). Browsers report it as an opaque response with status 0, a network failure here.
      redirect: 'manual',
      signal: controller.signal,
    });
    clearTimeout(timer);
    if (response.status === 0) return { kind: 'network', message: `no readable response (${response.type})` };
    phase = kind;
    timer = setTimeout(() => controller.abort(), responseMs);
    const content = await response.text();
    return { kind: 'response', status: response.status, content };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'timeout', phase, ms: phase === 'connect' ? connectMs : responseMs };
    return { kind: 'network', message: errorText(error) };
  } finally {
    clearTimeout(timer);
  }
}

function describe(host: string, result: SendResult): HostAttempt {
  switch (result.kind) {
    case 'timeout':
      return {
        host,
        kind: 'timeout',
        status: 0,
        timeoutMs: result.ms,
        message:
          result.phase === 'connect'
            ? `connect timeout (no response within ${result.ms} ms)`
            : `${result.phase} timeout (response body not complete within ${result.ms} ms)`,
      };
    case 'network':
      return { host, kind: 'network', status: 0, message: `network error: ${result.message}` };
    case 'response':
      return { host, kind: 'status', status: result.status, message: `HTTP ${result.status}${bodyHint(result.content)}` };
  }
}

/** Node's fetch says only "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND) in `cause`. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

function bodyHint(content: string): string {
  const message = apiMessage(content);
  return message ? `: ${message}` : '';
}

/** Algolia errors are JSON `{ message, status }`; anything else is shown as its first 200 characters. */
function apiMessage(content: string): string {
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed !== null && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return content.trim().slice(0, 200);
}

function parseJson(status: number, content: string, host: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch (error) {
    throw new DeserializationError(status, host, error instanceof Error ? error.message : String(error), content.slice(0, 200));
  }
}
