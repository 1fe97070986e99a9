// The template children of one node, filed by their literal prefix (a trie walked from the start
// of the request text) and, within a prefix, by their literal suffix (a trie walked from the end).
// A lookup touches only templates whose prefix and suffix both fit: never a scan of all of them.

interface Indexed {
  template: { prefix(): string; suffix(): string };
}

class CharTrie<T> {
  readonly children = new Map<string, CharTrie<T>>();
  value: T | null = null;

  /** The node for `key`, created on the way. */
  path(key: string, backwards: boolean): CharTrie<T> {
    let node: CharTrie<T> = this;
    for (let i = 0; i < key.length; i++) {
      const char = backwards ? key[key.length - 1 - i] : key[i];
      let next = node.children.get(char);
      if (!next) {
        next = new CharTrie<T>();
        node.children.set(char, next);
      }
      node = next;
    }
    return node;
  }

  /** Every value on the path that `text` spells, from the root. */
  *along(text: string, backwards: boolean): Generator<T> {
    let node: CharTrie<T> | undefined = this;
    for (let i = 0; node; i++) {
      if (node.value !== null) yield node.value;
      if (i >= text.length) return;
      node = node.children.get(backwards ? text[text.length - 1 - i] : text[i]);
    }
  }
}

export class TemplateIndex<T extends Indexed> {
  private readonly byPrefix = new CharTrie<CharTrie<T[]>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(entry: T): void {
    const suffixes = (this.byPrefix.path(entry.template.prefix(), false).value ??= new CharTrie<T[]>());
    const bucket = (suffixes.path(entry.template.suffix(), true).value ??= []);
    bucket.push(entry);
    this.count++;
  }

  remove(entry: T): void {
    const bucket = this.byPrefix.path(entry.template.prefix(), false).value?.path(entry.template.suffix(), true).value;
    const at = bucket?.indexOf(entry) ?? -1;
    if (bucket && at >= 0) {
      bucket.splice(at, 1);
      this.count--;
    }
  }

  /** The entries whose literal prefix and suffix both fit `text`. */
  candidates(text: string): T[] {
    const found: T[] = [];
    for (const suffixes of this.byPrefix.along(text, false)) {
      for (const bucket of suffixes.along(text, true)) found.push(...bucket);
    }
    return found;
  }

  *all(): Generator<T> {
    const stack: Array<CharTrie<CharTrie<T[]>>> = [this.byPrefix];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.value) {
        const inner: Array<CharTrie<T[]>> = [node.value];
        while (inner.length > 0) {
          const s = inner.pop()!;
          if (s.value) yield* s.value;
          inner.push(...s.children.values());
        }
      }
      stack.push(...node.children.values());
    }
  }
}
