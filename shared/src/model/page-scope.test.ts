// @vitest-environment jsdom
import { createStore } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger/logger';
import { pageScope, readScopeValues, SCOPE_ISLAND_ID, startPageScope } from './page-scope';

/** A page with the scope island holding `text`, or none. */
function page(text?: string): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (text !== undefined) {
    const island = doc.createElement('script');
    island.id = SCOPE_ISLAND_ID;
    island.type = 'application/json';
    island.textContent = text;
    doc.body.append(island);
  }
  return doc;
}

const $rendered = createStore('default', { sid: 'page-scope-test/rendered' });

describe('the page scope', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('starts from the values the server rendered the page with, by sid, and leaves the global state alone', async () => {
    const scope = await startPageScope(
      page(JSON.stringify({ 'page-scope-test/rendered': 'from the server' })),
    );
    expect(scope.getState($rendered)).toBe('from the server');
    expect($rendered.getState()).toBe('default');
    expect(pageScope()).toBe(scope);
  });

  it('starts from the defaults on a page without the island, with nothing to report', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(readScopeValues(page())).toEqual({});
    const scope = await startPageScope(page());
    expect(scope.getState($rendered)).toBe('default');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"page-scope-test/rendered": '],
    ['not an object of values', '["from the server"]'],
    ['empty', ''],
  ])('ignores an island that is %s, and says so once', async (_, text) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const scope = await startPageScope(page(text));
    expect(scope.getState($rendered)).toBe('default');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/page scope values ignored/i);
  });
});

describe('pageScope before start-up', () => {
  it('throws: only the browser start-up makes the scope (a server render never does)', async () => {
    vi.resetModules();
    const fresh = await import('./page-scope');
    expect(() => fresh.pageScope()).toThrow(/No page scope/);
  });
});
