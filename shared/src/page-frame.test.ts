import { describe, expect, it } from 'vitest';
import { appFrameClass, FRAME_CLASS } from './page-frame';

describe('appFrameClass', () => {
  it('fills the screen on the return flow’s pages, not on a sign-in page the server painted as one', () => {
    expect(appFrameClass('/', '/')).toBe(FRAME_CLASS.signIn);
    expect(appFrameClass('/magic-link', '/')).toBe(FRAME_CLASS.signIn);
    expect(appFrameClass('/select-items', '/')).toBe(FRAME_CLASS.flow);
    expect(appFrameClass('/carriers', '/carriers')).toBe(FRAME_CLASS.flow);
  });

  it('keeps the flow frame when a flow page sends the shopper to sign in by itself', () => {
    expect(appFrameClass('/', '/order-confirmation')).toBe(FRAME_CLASS.flow);
  });
});
