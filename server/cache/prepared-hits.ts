// Hits ready to send, per account, by a hash of the raw request body. A repeated request (the
// common case for agents) is answered without parsing its body, building its canonical key or
// walking the tree: one SHA-256 and one Map lookup.
//
// Why a memo is never wrong: it maps bytes to the answer the tree gave those bytes. What the tree
// gives them changes only when an answer is replaced (a refresh), a subtree deleted, a template's
// lifecycle changed, manual templates recorded, or another instance's writes absorbed; each of
// those clears the account's memo (see CacheTree.invalidate). A new literal entry cannot change
// it: bytes that hit never reach the recording of a miss. Requests with cache directives
// (Cache-Control, a namespace, bindings) never use the memo.
import type { Hit } from './cache-store.js';

export interface PreparedHit {
  hit: Hit;
  cacheStatus: 'hit' | 'template_hit';
  /** The bytes the client receives: the JSON body, or its replay as server-sent events. */
  payload: Buffer;
  /**
   * The payload's bytes as a latin1 string, written with the latin1 encoding (byte for byte). A
   * string lets node send the head and the body in one write instead of corking both into a
   * writev: about 1.5 µs of a 20 µs bare response, measured.
   */
  wire: string;
  /**
   * The response headers every hit of these bytes shares, as a flat name, value list, ending in
   * two slots for the hit's own row id and age. Filled in place just before writeHead, which
   * copies them into the head synchronously: no array is built per hit.
   */
  headers: string[];
  stream: boolean;
  model: string | null;
  /** SHA-256 (hex) of the request body and of the payload, as the request log files them. */
  requestHash: string;
  responseHash: string;
  nodePath: string[];
  /** What was asked, in one short line, for the request log. */
  preview: string | null;
}

/** Entries per account, and their bytes (payloads of literal hits are shared with the tree). */
const MAX_ENTRIES = 2_048;
const MAX_BYTES = 4 * 1024 * 1024;

export class PreparedHits {
  private readonly byBody = new Map<string, PreparedHit>();
  private bytes = 0;
  /** Counts clears: a hit prepared from a lookup that began before a clear is not kept. */
  generation = 0;

  get(bodyHash: string): PreparedHit | undefined {
    return this.byBody.get(bodyHash);
  }

  /** Keeps `prepared` unless the memo was cleared since `generation` was read. */
  set(bodyHash: string, prepared: PreparedHit, generation: number): void {
    if (generation !== this.generation) return;
    if (prepared.payload.length > MAX_BYTES / 16) return; // a huge answer is served the long way
    const previous = this.byBody.get(bodyHash);
    if (previous) this.bytes -= bytesOf(previous);
    this.byBody.set(bodyHash, prepared);
    this.bytes += bytesOf(prepared);
    // Oldest first: Map keeps insertion order.
    for (const [hash, entry] of this.byBody) {
      if (this.byBody.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.byBody.delete(hash);
      this.bytes -= bytesOf(entry);
    }
  }

  clear(): void {
    this.generation++;
    this.byBody.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.byBody.size;
  }
}

/** The memory a prepared hit holds: its payload and the string copy it is written from. */
function bytesOf(prepared: PreparedHit): number {
  return prepared.payload.length + prepared.wire.length;
}
