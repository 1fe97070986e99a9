// Where two sequences (strings, token lists) differ: past their common start, before their common end.

/** [start, end in a, end in b): everything outside is shared by both. */
export function differingRange<T>(a: ArrayLike<T>, b: ArrayLike<T>): [start: number, endA: number, endB: number] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return [start, endA, endB];
}
