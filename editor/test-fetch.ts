// A stand-in for fetch in the editor's client tests (only tests import it): every call answers
// `answer` (or throws it) and is recorded.

export type FetchCall = { url: string; init: RequestInit };

export function fakeFetch(answer: Response | Error) {
  const calls: FetchCall[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

/** A JSON answer with this status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
