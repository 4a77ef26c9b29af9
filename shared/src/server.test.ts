import { describe, expect, it } from 'vitest';
import { resolveMerchantName, serializeForHtml } from './server';

describe('resolveMerchantName', () => {
  it('takes the first label, skipping www', () => {
    expect(resolveMerchantName('www.shop.example')).toBe('shop');
    expect(resolveMerchantName('shop.example')).toBe('shop');
    expect(resolveMerchantName('Nordwind.localhost:3000')).toBe('nordwind');
  });
  it('lets the override win', () => {
    expect(resolveMerchantName('www.shop.example', 'atelier')).toBe('atelier');
  });
  it('names no merchant for a bare localhost or an IP address', () => {
    expect(resolveMerchantName('localhost')).toBeNull();
    expect(resolveMerchantName('127.0.0.1:3000')).toBeNull();
  });
});

describe('serializeForHtml', () => {
  it('cannot close the script element it is placed in', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028' };
    const text = serializeForHtml(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
