// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { getDeviceId, getLogLevel, getSessionId, setDeviceId } from './session';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session identifiers', () => {
  it('creates the session id once per tab, in session storage', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getSessionId()).toBe(id);
    expect(sessionStorage.getItem('session-id')).toBe(id);
  });

  it('keeps the device id in local storage and takes one from a magic link', () => {
    const id = getDeviceId();
    expect(localStorage.getItem('device-id')).toBe(id);
    setDeviceId('device-from-link');
    expect(getDeviceId()).toBe('device-from-link');
  });

  it('reads the log level from local storage, warn by default or when unknown', () => {
    expect(getLogLevel()).toBe('warn');
    localStorage.setItem('log-level', 'debug');
    expect(getLogLevel()).toBe('debug');
    localStorage.setItem('log-level', 'verbose');
    expect(getLogLevel()).toBe('warn');
  });
});
