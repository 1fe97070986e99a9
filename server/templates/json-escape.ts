// A value as it appears `depth` levels deep in JSON text: depth 1 is inside a JSON string, depth 2
// inside a JSON string that itself holds JSON text (tool-call arguments, JSON content).

export function escapeJson(value: string, depth: number): string {
  let text = value;
  for (let i = 0; i < depth; i++) text = JSON.stringify(text).slice(1, -1);
  return text;
}

/** The value behind escaped text, or null when the text is not a valid string body at that depth. */
export function unescapeJson(text: string, depth: number): string | null {
  let value = text;
  try {
    for (let i = 0; i < depth; i++) {
      value = JSON.parse(`"${value}"`) as string;
    }
  } catch {
    return null;
  }
  // Reject text that is valid but not how the value is written, so a capture maps to one value.
  return escapeJson(value, depth) === text ? value : null;
}

/** Whether a string holds JSON text (an object or array), e.g. tool-call arguments. */
export function isJsonText(text: string): boolean {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
