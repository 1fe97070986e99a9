// Token usage as an OpenAI-compatible body reports it.
export interface Usage {
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
}

export const NO_USAGE: Usage = Object.freeze({ promptTokens: null, completionTokens: null, totalTokens: null });

export function usageOf(body: unknown): Usage {
  const usage = (body as { usage?: Record<string, unknown> } | null)?.usage;
  if (!usage || typeof usage !== 'object') return NO_USAGE;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    promptTokens: count(usage.prompt_tokens),
    completionTokens: count(usage.completion_tokens),
    totalTokens: count(usage.total_tokens),
  };
}
