// Text kept short for a row or a page: cut to a number of characters, the cut marked with "…".

/** `text` as it is when it fits in `max` characters, else its first `max - 1` and "…". */
export const cutText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
