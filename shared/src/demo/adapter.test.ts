import { describe, expect, it } from 'vitest';
import { DEMO_DELAY_MS, findDemoHandler, registerDemoHandler } from './adapter';

describe('demo adapter', () => {
  it('finds a handler by method and exact path, ignoring the query string and origin', () => {
    const handler = () => ({ ok: true });
    registerDemoHandler({ method: 'post', path: '/api/v0/adapter-test' }, handler);
    expect(findDemoHandler('POST', '/api/v0/adapter-test?x=1')).toBe(handler);
    expect(findDemoHandler('post', 'https://core.example/api/v0/adapter-test')).toBe(handler);
    expect(findDemoHandler('GET', '/api/v0/adapter-test')).toBeUndefined();
    expect(findDemoHandler('POST', '/api/v0/adapter-test/more')).toBeUndefined();
  });

  it('matches a pattern against the path', () => {
    const handler = () => [];
    registerDemoHandler({ method: 'GET', path: /^\/api\/v0\/consumer\/[^/]+\/adapter-purchases$/ }, handler);
    expect(findDemoHandler('GET', '/api/v0/consumer/demo-1/adapter-purchases')).toBe(handler);
    expect(findDemoHandler('GET', '/api/v0/consumer/adapter-purchases')).toBeUndefined();
  });

  it('waits 500 ms before answering', () => {
    expect(DEMO_DELAY_MS).toBe(500);
  });
});
