import { describe, expect, it } from 'vitest';
import { cacheAuthToken, cacheBindings, inductionDisabled } from '../../server/proxy/cache-headers.js';
import { AppError } from '../../server/errors.js';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as AppError).code;
  }
  return 'no error';
};

describe('Rote request headers', () => {
  it('reads Cache-Auth bearer tokens', () => {
    expect(cacheAuthToken({ 'cache-auth': 'Bearer rote_abc' })).toBe('rote_abc');
    expect(cacheAuthToken({ 'cache-auth': 'bearer   rote_abc ' })).toBe('rote_abc');
    expect(code(() => cacheAuthToken({}))).toBe('missing_cache_auth');
    expect(code(() => cacheAuthToken({ 'cache-auth': 'Basic x' }))).toBe('invalid_cache_auth');
  });

  it('accepts flat string bindings and refuses everything else', () => {
    expect(cacheBindings({})).toBeNull();
    expect(cacheBindings({ 'cache-bindings': '{"name":"Alice","day":"Monday 3"}' })).toEqual({ name: 'Alice', day: 'Monday 3' });
    for (const bad of ['', 'null', '"x"', '[]', '{"a":{"b":"c"}}', '{"a":["b"]}', '{"a":1}', '{"a":null}', '{"a":""}', '{"1a":"x"}', '{"a-b":"x"}']) {
      expect(code(() => cacheBindings({ 'cache-bindings': bad }))).toBe('invalid_cache_bindings');
    }
  });

  it('turns induction off only for the exact string "true"', () => {
    expect(inductionDisabled({ 'cache-disable-induction': 'true' })).toBe(true);
    for (const value of [undefined, 'True', 'TRUE', '1', 'yes', 'true ', 'false']) {
      expect(inductionDisabled({ 'cache-disable-induction': value })).toBe(false);
    }
  });
});
