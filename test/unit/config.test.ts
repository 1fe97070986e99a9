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
