import { describe, expect, it } from 'vitest';
import { resolveMerchantName, serializeForHtml } from './server';

describe('resolveMerchantName', () => {
  it('takes the first label, lower-cased, skipping www and ignoring the port', () => {
    expect(resolveMerchantName('www.shop.example')).toBe('shop');
    expect(resolveMerchantName('shop.example:3000')).toBe('shop');
    expect(resolveMerchantName('nordwind.localhost')).toBe('nordwind');
    expect(resolveMerchantName('Nordwind.localhost:3000')).toBe('nordwind');
    expect(resolveMerchantName('www.atelier.localhost:3000')).toBe('atelier');
  });

  it('lets the override win', () => {
    expect(resolveMerchantName('www.shop.example', 'atelier')).toBe('atelier');
    expect(resolveMerchantName('localhost', 'Kiosk')).toBe('kiosk');
    expect(resolveMerchantName('shop.example', '')).toBe('shop');
  });

  it('names no merchant for a bare localhost, an IP address or a malformed host', () => {
    expect(resolveMerchantName('localhost')).toBeNull();
    expect(resolveMerchantName('localhost:3000')).toBeNull();
    expect(resolveMerchantName('www.localhost')).toBeNull();
    expect(resolveMerchantName('127.0.0.1:3000')).toBeNull();
    expect(resolveMerchantName('[::1]:3000')).toBeNull();
    expect(resolveMerchantName('')).toBeNull();
    expect(resolveMerchantName('a%2f..%2fb.example')).toBeNull();
    expect(resolveMerchantName('-shop.example')).toBeNull();
  });
});

describe('serializeForHtml', () => {
  it('cannot close the script element it is placed in, and round-trips', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028 \u2029 -->' };
    const text = serializeForHtml(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('gives valid JSON for values JSON.stringify cannot represent', () => {
    expect(serializeForHtml(undefined)).toBe('null');
  });
});
