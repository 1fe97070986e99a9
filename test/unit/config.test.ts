import { describe, expect, it } from 'vitest';
import { loadConfig, parseByteSize } from '../../server/config.js';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite:data/rote.sqlite',
      UPSTREAM_BASE_URL: 'https://api.openai.com/v1',
      UPSTREAM_TIMEOUT_MS: 600_000,
      BODY_LIMIT: 20 * 1024 * 1024,
    });
  });
  it('reads sizes and refuses nonsense with a message naming the variable', () => {
    expect(parseByteSize('512kb')).toBe(512 * 1024);
    expect(parseByteSize('1048576')).toBe(1048576);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ UPSTREAM_BASE_URL: 'not a url' })).toThrow(/UPSTREAM_BASE_URL/);
    expect(() => loadConfig({ BODY_LIMIT: 'lots' })).toThrow(/BODY_LIMIT/);
  });
});

describe('model prices', () => {
  it('prices a model by its longest listed prefix, takes overrides from MODEL_PRICES, and refuses a malformed table', async () => {
    const { ModelPrices } = await import('../../server/savings/model-prices.js');
    const prices = new ModelPrices(loadConfig({ MODEL_PRICES: '{"my-finetune": {"input": 1, "output": 2}, "gpt-4o": {"input": 5, "output": 15}}' }).MODEL_PRICES);
    expect(prices.of('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 }); // not gpt-4o's
    expect(prices.of('gpt-4o-2024-08-06')).toEqual({ input: 5, output: 15 }); // overridden
    expect(prices.cost('my-finetune', 1_000_000, 500_000)).toBe(2);
    expect(prices.cost('some-local-model', 10, 10)).toBeNull();
    expect(() => loadConfig({ MODEL_PRICES: '{"x": {"input": "cheap"}}' })).toThrow(/MODEL_PRICES\["x"\]/);
  });
});
