import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './json-body';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other, not side by side', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],{"a":[3]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a "quoted" [[[[ \\' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ text: '\\' }, [[1]]]), 2)).toBe(true);
  });
});

describe('parseJsonText', () => {
  it('parses a body within the depth', () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH), 'not JSON')).toBeTypeOf('object');
  });

  it('refuses a deeper body with 400 body_too_deep, before parsing it', () => {
    expect(() => parseJsonText(nested(20_000), 'not JSON')).toThrow(
      expect.objectContaining({ statusCode: 400, answerCode: 'body_too_deep' }),
    );
  });

  it('refuses a body that is no JSON with 400 and the caller’s words', () => {
    expect(() => parseJsonText('{', 'The batch is not JSON')).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'The batch is not JSON' }),
    );
  });
});
