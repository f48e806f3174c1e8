// The searcher with the whole split index in memory: the build's tests, the relevance set and the Node bench
// run the browser's engine (engine.ts) on it, with nothing to load. Browser-safe.
import { createEngine, type Store } from './engine.ts';
import { encodeSharded, type PageWeights, type ShardedIndex } from './sharded.ts';
import type { SearchOptions, SearchPayload, SearchResult } from './types.ts';

export interface Searcher {
  readonly locale: string;
  /** Records in the index. */
  readonly size: number;
  search(query: string, options?: SearchOptions): SearchResult;
}

/** A store over an index held whole. */
export function memoryStore(index: ShardedIndex): Store {
  return { manifest: index.manifest, shard: (i) => index.shards[i], chunk: (i) => index.chunks[i] };
}

export function searcherOf(index: ShardedIndex): Searcher {
  const engine = createEngine(memoryStore(index));
  return {
    locale: engine.locale,
    size: engine.size,
    search(query, options) {
      const out = engine.search(query, options);
      if ('missing' in out) throw new Error('tondocs: the in-memory search index is incomplete');
      return out.result;
    },
  };
}

export function createSearcher(payload: SearchPayload, weights?: PageWeights): Searcher {
  return searcherOf(encodeSharded(payload, weights));
}
