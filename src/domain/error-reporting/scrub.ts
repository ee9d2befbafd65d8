/**
 * What an error report may carry (docs/product/error-reporting.md): no personal data. Reports of
 * the page and of the server pass through these before they leave: emails, phone numbers and tokens
 * in text are masked, URLs lose their query string and fragment (public-link and login tokens travel
 * there), cookies and request headers other than a harmless few are dropped, and the user is their id.
 *
 * The shapes are the few fields of the Sentry protocol touched here, so the domain needs no SDK.
 */

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/**
 * A bearer token, a JWT, or a run of 32 or more letters and digits with both in it (access tokens,
 * link codes); ids (UUIDs) are not personal data and stay.
 */
const TOKEN =
  /\bBearer\s+\S+|\beyJ[\w-]+\.[\w-]+\.[\w-]*|\b(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}/gi;
/** Digits with spaces, dots, dashes or brackets between them, standing alone; a phone number when 7 to 15 digits and not a date. */
const DIGIT_RUN = /(?<![\w-])\+?\(?\d[\d ().-]{5,}\d(?![\w-])/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function maskPhone(run: string): string {
  const digits = run.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && !ISO_DATE.test(run) ? '[phone]' : run;
}
/** A URL's query string or fragment: up to the next space or quote. */
const URL_QUERY = /(\w+:\/\/[^\s"'?#]*|(?<![\w])\/[^\s"'?#]*)[?#][^\s"']*/g;

/** A failed query's message lists its parameters after "params:" (drizzle): none of them may leave. */
export const withoutQueryParameters = (message: string): string => message.split(/\nparams:/)[0]!;

/** Text with emails, tokens, phone numbers and the query strings of URLs in it masked. */
export function scrubText(text: string): string {
  return withoutQueryParameters(text).replace(URL_QUERY, '$1').replace(EMAIL, '[email]').replace(TOKEN, '[token]').replace(DIGIT_RUN, maskPhone);
}

/** A URL (absolute or a path) without its query string and fragment. */
export function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''));
}

type Data = Record<string, unknown>;

/** Every string in a breadcrumb's or span's data, scrubbed; query values dropped; URLs cut at their query. */
function scrubData(data: Data): Data {
  const clean: Data = {};
  for (const [key, value] of Object.entries(data)) {
    if (/query|cookie|authorization|token|email|phone|body/i.test(key)) continue;
    if (typeof value === 'string') clean[key] = /^(from|to)$|url|target|href|referr?er|path/i.test(key) ? scrubUrl(value) : scrubText(value);
    else if (value === null || typeof value !== 'object') clean[key] = value;
  }
  return clean;
}

export interface ScrubbableBreadcrumb {
  message?: string;
  data?: Data;
}

export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  return {
    ...breadcrumb,
    ...(breadcrumb.message === undefined ? {} : { message: scrubText(breadcrumb.message) }),
    ...(breadcrumb.data === undefined ? {} : { data: scrubData(breadcrumb.data) }),
  };
}

/** Request headers a report keeps: they describe the client, not the person. */
const KEPT_HEADER_NAMES = ['user-agent', 'content-type', 'accept', 'accept-language'];
const KEPT_HEADERS = new Set(KEPT_HEADER_NAMES);

/**
 * The SDK's own data collection (its `dataCollection` option), as little as a report needs: no
 * user fields it would guess, cookies, bodies, query parameters, query data, or local variables.
 * The scrubbing below is the second line, for what the SDK records anyway (messages, breadcrumbs).
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { allow: KEPT_HEADER_NAMES },
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

export interface ScrubbableEvent {
  message?: string;
  transaction?: string;
  user?: { id?: string | number };
  request?: { url?: string; method?: string; headers?: Record<string, string> };
  exception?: { values?: Array<{ value?: string }> };
  breadcrumbs?: ScrubbableBreadcrumb[];
  /**
   * The SDK's extra data: a thrown or rejected value that is not an Error (a plain object) comes
   * whole in `__serialized__`, any data it held with it. Scrubbed as breadcrumb data is, so nested
   * values (that one among them) are dropped.
   */
  extra?: Data;
}

/** An error event as it may leave: see the file comment. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const { request, user } = event;
  return {
    ...event,
    ...(event.message === undefined ? {} : { message: scrubText(event.message) }),
    ...(event.transaction === undefined ? {} : { transaction: scrubUrl(event.transaction) }),
    ...(user === undefined ? {} : { user: user.id === undefined ? {} : { id: user.id } }),
    ...(request === undefined
      ? {}
      : {
          request: {
            ...(request.url === undefined ? {} : { url: scrubUrl(request.url) }),
            ...(request.method === undefined ? {} : { method: request.method }),
            ...(request.headers === undefined
              ? {}
              : { headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))) }),
          },
        }),
    ...(event.exception?.values === undefined
      ? {}
      : { exception: { ...event.exception, values: event.exception.values.map((v) => (v.value === undefined ? v : { ...v, value: scrubText(v.value) })) } }),
    ...(event.breadcrumbs === undefined ? {} : { breadcrumbs: event.breadcrumbs.map(scrubBreadcrumb) }),
    ...(event.extra === undefined ? {} : { extra: scrubData(event.extra) }),
  };
}

export interface ScrubbableSpan {
  name: string;
  attributes: Data;
}

/** A trace span (its name is often a method and URL) with the same rules as breadcrumbs. */
export function scrubSpan<S extends ScrubbableSpan>(span: S): S {
  return { ...span, name: scrubUrl(span.name), attributes: scrubData(span.attributes) };
}
