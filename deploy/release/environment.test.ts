import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromote,
  applyRollback,
  assignVariant,
  emptyEnvironment,
  parseEnvironment,
  serializeEnvironment,
  splitOf,
  stepStateFor,
  weightsOf,
} from './environment';

const at = '2026-11-25T10:00:00.000Z';

describe('assignVariant', () => {
  it('lands 10,000 session ids within ±2 points of each weight', () => {
    for (const weights of [
      [50, 50],
      [90, 10],
      [20, 30, 50],
    ]) {
      const variants = weights.map((weight, index) => ({ name: `v${index}`, version: '1.0.0', weight }));
      const counts = new Map<string, number>();
      for (let index = 0; index < 10_000; index++) {
        const { name } = assignVariant(variants, `session-${index}`, 'remote-carriers');
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      variants.forEach((variant) => {
        expect(
          Math.abs(((counts.get(variant.name) ?? 0) / 10_000) * 100 - variant.weight),
        ).toBeLessThanOrEqual(2);
      });
    }
  });

  it('gives a session the same variant every time', () => {
    const variants = [
      { name: 'a', version: '1.0.0', weight: 50 },
      { name: 'b', version: '1.1.0', weight: 50 },
    ];
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(assignVariant(variants, id, 'remote-auth')).toEqual(
          assignVariant(variants, id, 'remote-auth'),
        );
      }),
    );
  });
});

describe('promote and rollback', () => {
  it('promotes to 100 %, splits, records the fallback, and rolls back one change at a time', () => {
    const one = applyPromote(emptyEnvironment(), { step: 'remote-carriers', version: '1.0.0', at });
    expect(one.steps['remote-carriers']?.variants).toEqual([{ name: 'a', version: '1.0.0', weight: 100 }]);
    const split = applyPromote(one, {
      step: 'remote-carriers',
      version: '1.1.0',
      weight: 50,
      variant: 'b',
      at,
    });
    expect(split.steps['remote-carriers']?.variants).toEqual([
      { name: 'a', version: '1.0.0', weight: 50 },
      { name: 'b', version: '1.1.0', weight: 50 },
    ]);
    const full = applyPromote(split, { step: 'remote-carriers', version: '1.1.0', at });
    expect(full.steps['remote-carriers']?.fallback).toBe('1.0.0');

    const back = applyRollback(full, 'remote-carriers');
    expect(back.steps['remote-carriers']).toEqual(split.steps['remote-carriers']);
    const first = applyRollback(applyRollback(back, 'remote-carriers'), 'remote-carriers');
    expect(first.steps['remote-carriers']).toBeUndefined();
    expect(() => applyRollback(first, 'remote-carriers')).toThrow(/Nothing to roll back/);
  });

  it('keeps a merchant’s own state apart from everyone’s', () => {
    const env = applyPromote(
      applyPromote(emptyEnvironment(), { step: 'remote-auth', version: '1.0.0', at }),
      {
        step: 'remote-auth',
        version: '2.0.0',
        merchant: 'nordwind',
        at,
      },
    );
    expect(stepStateFor(env, 'remote-auth', 'nordwind')?.variants[0]?.version).toBe('2.0.0');
    expect(stepStateFor(env, 'remote-auth', 'atelier')?.variants[0]?.version).toBe('1.0.0');
    const back = applyRollback(env, 'remote-auth', 'nordwind');
    expect(back.merchants).toEqual({});
    expect(stepStateFor(back, 'remote-auth', 'nordwind')?.variants[0]?.version).toBe('1.0.0');
  });

  it('starts a merchant’s first split from what the merchant resolves (everyone’s), and rolls back to it', () => {
    const everyone = applyPromote(emptyEnvironment(), { step: 'remote-carriers', version: '1.0.0', at });
    const split = applyPromote(everyone, {
      step: 'remote-carriers',
      version: '1.0.1',
      merchant: 'nordwind',
      weight: 50,
      variant: 'b',
      at,
    });
    expect(split.merchants.nordwind?.['remote-carriers']?.variants).toEqual([
      { name: 'a', version: '1.0.0', weight: 50 },
      { name: 'b', version: '1.0.1', weight: 50 },
    ]);
    // Everyone else is untouched.
    expect(split.steps).toEqual(everyone.steps);
    expect(stepStateFor(split, 'remote-carriers', 'atelier')?.variants).toEqual([
      { name: 'a', version: '1.0.0', weight: 100 },
    ]);
    expect(parseEnvironment(serializeEnvironment(split))).toEqual(split);

    const back = applyRollback(split, 'remote-carriers', 'nordwind');
    expect(back.merchants).toEqual({});
    expect(stepStateFor(back, 'remote-carriers', 'nordwind')).toEqual(everyone.steps['remote-carriers']);
    // Everyone's own rollback is still there to walk back.
    expect(applyRollback(back, 'remote-carriers').steps).toEqual({});
  });

  it('gives the readout the live weights: the merchant’s own split, else everyone’s, else none', () => {
    const everyone = applyPromote(emptyEnvironment(), { step: 'remote-carriers', version: '1.0.0', at });
    const split = applyPromote(everyone, {
      step: 'remote-carriers',
      version: '1.1.0',
      merchant: 'nordwind',
      weight: 30,
      variant: 'b',
      at,
    });
    expect(weightsOf(split, 'remote-carriers', 'nordwind')).toEqual({ a: 70, b: 30 });
    expect(weightsOf(split, 'remote-carriers', 'atelier')).toEqual({ a: 100 });
    expect(weightsOf(split, 'remote-carriers')).toEqual({ a: 100 });
    expect(weightsOf(split, 'remote-auth', 'nordwind')).toEqual({});
  });

  it('records when a split began and its minimum effect, for the readout; a rollback starts it again', () => {
    const everyone = applyPromote(emptyEnvironment(), { step: 'remote-carriers', version: '1.0.0', at });
    // One variant for everyone: not a split, nothing to count from.
    expect(splitOf(everyone, 'remote-carriers', 'nordwind')).toEqual({
      weights: { a: 100 },
      since: null,
      // Not set: the readout's default (2 points) applies.
      minimumEffect: null,
    });
    const began = '2026-11-26T09:00:00.000Z';
    const split = applyPromote(everyone, {
      step: 'remote-carriers',
      version: '1.1.0',
      merchant: 'nordwind',
      weight: 30,
      variant: 'b',
      minimumEffect: 3,
      at: began,
    });
    expect(splitOf(split, 'remote-carriers', 'nordwind')).toEqual({
      weights: { a: 70, b: 30 },
      since: began,
      minimumEffect: 3,
    });
    // A new weight is a new split, counted from then; the minimum effect stays unless given.
    const later = '2026-11-27T09:00:00.000Z';
    const reweighted = applyPromote(split, {
      step: 'remote-carriers',
      version: '1.1.0',
      merchant: 'nordwind',
      weight: 50,
      variant: 'b',
      at: later,
    });
    expect(splitOf(reweighted, 'remote-carriers', 'nordwind')).toMatchObject({
      since: later,
      minimumEffect: 3,
    });
    // Rolled back to the 70/30 split: it starts again at the rollback, not at its first start.
    const rolledBack = '2026-11-28T09:00:00.000Z';
    const back = applyRollback(reweighted, 'remote-carriers', 'nordwind', rolledBack);
    expect(splitOf(back, 'remote-carriers', 'nordwind')).toEqual({
      weights: { a: 70, b: 30 },
      since: rolledBack,
      minimumEffect: 3,
    });
    expect(parseEnvironment(serializeEnvironment(back))).toEqual(back);
  });

  it('refuses a split with nothing live, a split without a name, and weights out of range', () => {
    expect(() =>
      applyPromote(emptyEnvironment(), {
        step: 'remote-auth',
        version: '1.0.0',
        weight: 50,
        variant: 'b',
        at,
      }),
    ).toThrow(/nothing live/);
    const one = applyPromote(emptyEnvironment(), { step: 'remote-auth', version: '1.0.0', at });
    expect(() => applyPromote(one, { step: 'remote-auth', version: '1.1.0', weight: 30, at })).toThrow(
      /--variant/,
    );
    expect(() => applyPromote(one, { step: 'remote-auth', version: '1.1.0', weight: 0, at })).toThrow(
      /--weight/,
    );
  });

  it('shares the rest among the other variants in proportion, always adding up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (first, second) => {
        let env = applyPromote(emptyEnvironment(), { step: 'remote-auth', version: '1.0.0', at });
        env = applyPromote(env, { step: 'remote-auth', version: '1.1.0', weight: first, variant: 'b', at });
        env = applyPromote(env, { step: 'remote-auth', version: '1.2.0', weight: second, variant: 'c', at });
        const variants = env.steps['remote-auth']?.variants ?? [];
        expect(variants.reduce((sum, variant) => sum + variant.weight, 0)).toBe(100);
        expect(variants.find((variant) => variant.name === 'c')?.weight).toBe(second);
        // The file it makes reads back the same.
        expect(parseEnvironment(serializeEnvironment(env))).toEqual(env);
      }),
    );
  });

  it('refuses a file whose weights do not add up to 100', () => {
    const env = applyPromote(emptyEnvironment(), { step: 'remote-auth', version: '1.0.0', at });
    const broken = serializeEnvironment(env).replace('"weight": 100', '"weight": 90');
    expect(() => parseEnvironment(broken)).toThrow(/add up to 90/);
  });
});
