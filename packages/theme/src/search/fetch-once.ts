// The locale's search manifest (JSON), downloaded once per page life whoever asks first: the idle or hover
// preload of the search button, the modal, or the search page. A failed download is forgotten, so that the
// next attempt tries again. Tiny: it is on every page's first load.
const payloads = new Map<string, Promise<unknown>>();

export function fetchPayload(url: string): Promise<unknown> {
  let p = payloads.get(url);
  if (!p) {
    // The manifest's address is stable (its shards and chunks are named by content): always revalidated,
    // so a page never pairs an index of an earlier deploy with the shards of the current one.
    p = fetch(url, { cache: 'no-cache' }).then((r) => {
      if (!r.ok) throw new Error(`Search payload ${url}: HTTP ${r.status}`);
      return r.json() as Promise<unknown>;
    });
    payloads.set(url, p);
    p.catch(() => payloads.delete(url));
  }
  return p;
}
