// What an upstream would have charged, to say what a hit saved. USD per million tokens, as the
// providers list them for standard (not batch, not cached-input) use; checked 2026-11. Prices
// change: MODEL_PRICES (JSON: {"model": {"input": 2.5, "output": 10}}) overrides or adds entries.
// A model is matched by its longest listed prefix ("gpt-4o-2024-08-06" costs as "gpt-4o"); an
// unknown model has no price, and the dashboard says so rather than guessing.

export interface ModelPrice {
  /** USD per million prompt (input) tokens. */
  input: number;
  /** USD per million completion (output) tokens. */
  output: number;
}

const LISTED: Record<string, ModelPrice> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4-turbo': { input: 10, output: 30 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5': { input: 1.25, output: 10 },
  'o4-mini': { input: 1.1, output: 4.4 },
  'o3-mini': { input: 1.1, output: 4.4 },
  'o3': { input: 2, output: 8 },
  'o1-mini': { input: 1.1, output: 4.4 },
  'o1': { input: 15, output: 60 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'claude-3-5-sonnet': { input: 3, output: 15 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-opus-4': { input: 15, output: 75 },
};

export class ModelPrices {
  private readonly prices: Array<[string, ModelPrice]>;

  constructor(overrides: Record<string, ModelPrice> = {}) {
    // Longest prefix first, so "gpt-4o-mini" wins over "gpt-4o".
    this.prices = Object.entries({ ...LISTED, ...overrides }).sort((a, b) => b[0].length - a[0].length);
  }

  /** The price of `model`, or null when it is not listed. */
  of(model: string | null): ModelPrice | null {
    if (!model) return null;
    const name = model.toLowerCase().replace(/^(openai|anthropic)\//, '');
    return this.prices.find(([prefix]) => name.startsWith(prefix))?.[1] ?? null;
  }

  /** USD for the tokens, or null when the model has no price. */
  cost(model: string | null, promptTokens: number, completionTokens: number): number | null {
    const price = this.of(model);
    return price ? (promptTokens * price.input + completionTokens * price.output) / 1_000_000 : null;
  }
}

/** Parses MODEL_PRICES; a malformed value is a configuration error at start, not a silent default. */
export function parseModelPrices(json: string | undefined): Record<string, ModelPrice> {
  if (!json) return {};
  const parsed = JSON.parse(json) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('MODEL_PRICES must be a JSON object of {"model": {"input": n, "output": n}}');
  for (const [model, price] of Object.entries(parsed)) {
    const p = price as Partial<ModelPrice>;
    if (typeof p?.input !== 'number' || typeof p?.output !== 'number' || p.input < 0 || p.output < 0) {
      throw new Error(`MODEL_PRICES["${model}"] must be {"input": USD per million, "output": USD per million}`);
    }
  }
  return parsed as Record<string, ModelPrice>;
}
