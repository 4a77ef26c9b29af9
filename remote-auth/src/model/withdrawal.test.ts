// @vitest-environment jsdom
import { HttpError } from '@portal/shared';
import type { WithdrawalAcknowledgement, WithdrawalRequest } from '@portal/shared/withdrawal';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/withdrawal';
import {
  $acknowledgement,
  $checked,
  $errors,
  $sendError,
  $stage,
  $values,
  editRequested,
  fieldChanged,
  newStatementStarted,
  receivedTimes,
  reviewRequested,
  WithdrawalGate,
  withdrawalConfirmed,
  withdrawalErrors,
  withdrawalRequest,
} from './withdrawal';

const shop = { storeId: 'store-nordwind', locale: 'nl' };
const typed = { name: ' Emma de Vries ', orderNumber: 'NW-1001', email: 'emma@example.com' };
const acknowledgement = (statement: WithdrawalRequest): WithdrawalAcknowledgement => ({
  withdrawalId: 'WD-1',
  receivedAt: '2026-11-26T10:00:00.000Z',
  name: statement.name,
  orderNumber: statement.orderNumber,
  email: statement.email,
  items: statement.items ?? null,
  remark: statement.remark ?? null,
});

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the withdrawal statement', () => {
  it('asks for name, order number and a valid address, and for the items only when not all', () => {
    const empty = { name: '', orderNumber: '', email: '', scope: 'all' as const, items: '', remark: '' };
    expect(withdrawalErrors(empty)).toEqual({
      name: 'error_required',
      orderNumber: 'error_required',
      email: 'error_required',
    });
    expect(withdrawalErrors({ ...empty, ...typed, email: 'emma@' })).toEqual({ email: 'error_email' });
    expect(withdrawalErrors({ ...empty, ...typed, scope: 'some' })).toEqual({ items: 'error_items' });
    expect(withdrawalErrors({ ...empty, ...typed })).toEqual({});
  });

  it('sends the items only for some, trimmed, and no reason', () => {
    const values = { ...typed, scope: 'all' as const, items: 'the shirt', remark: '  ' };
    expect(withdrawalRequest(values, shop)).toEqual({
      storeId: 'store-nordwind',
      name: 'Emma de Vries',
      orderNumber: 'NW-1001',
      email: 'emma@example.com',
      locale: 'nl',
    });
    expect(withdrawalRequest({ ...values, scope: 'some' }, shop).items).toBe('the shirt');
  });

  it('sends nothing before the summary is confirmed, then once, and shows the acknowledgement', async () => {
    const send = vi
      .spyOn(api, 'sendWithdrawal')
      .mockImplementation(async (statement) => acknowledgement(statement));
    const scope = fork();
    await allSettled(WithdrawalGate.open, { scope, params: {} });
    await allSettled(withdrawalConfirmed, { scope, params: shop });
    await allSettled(reviewRequested, { scope });
    // Nothing typed: the form stays, with its problems shown.
    expect(scope.getState($stage)).toBe('form');
    expect(scope.getState($checked)).toBe(true);
    expect(Object.keys(scope.getState($errors))).toHaveLength(3);

    await allSettled(fieldChanged, { scope, params: typed });
    await allSettled(reviewRequested, { scope });
    expect(scope.getState($stage)).toBe('review');
    expect(send).not.toHaveBeenCalled();
    await Promise.all([
      allSettled(withdrawalConfirmed, { scope, params: shop }),
      allSettled(withdrawalConfirmed, { scope, params: shop }),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(scope.getState($stage)).toBe('done');
    expect(scope.getState($acknowledgement)?.withdrawalId).toBe('WD-1');
  });

  it('keeps one request uuid per statement, whatever the language, so a repeat is the same withdrawal', async () => {
    const uuids: string[] = [];
    vi.spyOn(api, 'sendWithdrawal').mockImplementation(async (statement, uuid) => {
      uuids.push(uuid);
      return acknowledgement(statement);
    });
    for (const locale of ['nl', 'de']) {
      const scope = fork();
      await allSettled(fieldChanged, { scope, params: typed });
      await allSettled(reviewRequested, { scope });
      await allSettled(withdrawalConfirmed, { scope, params: { ...shop, locale } });
    }
    expect(uuids).toHaveLength(2);
    expect(uuids[0]).toBe(uuids[1]);
    const other = fork();
    await allSettled(fieldChanged, { scope: other, params: { ...typed, orderNumber: 'NW-0987' } });
    await allSettled(reviewRequested, { scope: other });
    await allSettled(withdrawalConfirmed, { scope: other, params: shop });
    expect(uuids[2]).not.toBe(uuids[0]);
  });

  it('says why a statement could not be sent and keeps the summary to try again', async () => {
    vi.spyOn(api, 'sendWithdrawal').mockRejectedValueOnce(new HttpError(429, 'Too Many Requests', null));
    const scope = fork();
    await allSettled(fieldChanged, { scope, params: typed });
    await allSettled(reviewRequested, { scope });
    await allSettled(withdrawalConfirmed, { scope, params: shop });
    expect(scope.getState($sendError)).toBe('error_too_many');
    expect(scope.getState($stage)).toBe('review');
    await allSettled(editRequested, { scope });
    expect(scope.getState($sendError)).toBeNull();
    expect(scope.getState($stage)).toBe('form');
  });

  it('shows the same screen after a reload, and starts afresh when asked', async () => {
    vi.spyOn(api, 'sendWithdrawal').mockImplementation(async (statement) => acknowledgement(statement));
    const first = fork();
    await allSettled(WithdrawalGate.open, { scope: first, params: {} });
    await allSettled(fieldChanged, { scope: first, params: typed });
    await allSettled(reviewRequested, { scope: first });
    await allSettled(withdrawalConfirmed, { scope: first, params: shop });

    const reloaded = fork();
    await allSettled(WithdrawalGate.open, { scope: reloaded, params: {} });
    expect(reloaded.getState($stage)).toBe('done');
    expect(reloaded.getState($values).orderNumber).toBe('NW-1001');
    expect(reloaded.getState($acknowledgement)?.withdrawalId).toBe('WD-1');

    await allSettled(newStatementStarted, { scope: reloaded });
    expect(reloaded.getState($stage)).toBe('form');
    expect(reloaded.getState($values).name).toBe('');
    sessionStorage.setItem('withdrawal', '{"stage":"review","values":{"name":42},"acknowledgement":{}}');
    const tampered = fork();
    await allSettled(WithdrawalGate.open, { scope: tampered, params: {} });
    expect(tampered.getState($stage)).toBe('form');
    expect(tampered.getState($values).name).toBe('');
  });
});

describe('receivedTimes', () => {
  it('tells the time in the shopper’s zone, named, and in UTC', () => {
    const times = receivedTimes('2026-11-26T10:05:09.000Z', 'en', 'Europe/Amsterdam');
    expect(times.local).toContain('11:05:09');
    expect(times.zone).toBe('Central European Standard Time');
    expect(times.utc).toContain('10:05:09');
    expect(receivedTimes('2026-11-26T10:05:09.000Z', 'de', 'Europe/Berlin').local).toContain(
      '26. November 2026',
    );
  });
});
