// @vitest-environment jsdom

import { cleanUp, render, setUpTexts, type } from '@portal/shared/testing';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressValues } from '../../model/address';
import { AddressBlock, type AddressBlockProps } from './address-block';

const empty: AddressValues = { street: '', houseNumber: '', city: '', postalCode: '', country: 'DE' };

const block = (props: Partial<AddressBlockProps> = {}) =>
  render(
    <AddressBlock
      form="simple"
      title="Your address"
      ecommerceless={false}
      draft={empty}
      saved={null}
      validating={false}
      errorKey={null}
      onSave={() => undefined}
      onEdit={() => undefined}
      {...props}
    />,
  );

const field = (view: HTMLElement, label: string) => {
  const element = [...view.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return document.getElementById(element?.htmlFor ?? '') as HTMLInputElement;
};
const errors = (view: HTMLElement) =>
  [...view.querySelectorAll('.rp-error')].map((error) => error.textContent);
const save = (view: HTMLElement) =>
  act(async () => view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());

beforeAll(setUpTexts);
afterEach(cleanUp);

describe('address block', () => {
  it('asks for names too in an ecommerce-less shop, and shows the country without letting it change', async () => {
    const view = await block({ ecommerceless: true });
    expect([...view.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'First name',
      'Last name',
      'Street',
      'House number',
      'Postal code',
      'City',
      'Country',
    ]);
    expect(field(view, 'Country').disabled).toBe(true);
    expect(field(view, 'Country').value).toBe('Germany');
  });

  it('names each missing field, gives an example for a wrong shape and focuses the first', async () => {
    const onSave = vi.fn();
    const view = await block({ ecommerceless: true, onSave });
    await type(field(view, 'Postal code'), '1011');
    await save(view);
    expect(onSave).not.toHaveBeenCalled();
    expect(errors(view)).toEqual([
      'First name is not valid, for example Anna',
      'Last name is not valid, for example de Vries',
      'This field is required: Street',
      'This field is required: House number',
      'Postal code is not valid, for example 10115',
      'This field is required: City',
    ]);
    expect(document.activeElement).toBe(field(view, 'First name'));
  });

  it('saves a valid address', async () => {
    const onSave = vi.fn();
    const view = await block({ onSave });
    await type(field(view, 'Street'), 'Hauptstraße');
    await type(field(view, 'House number'), '5');
    await type(field(view, 'Postal code'), '10115');
    await type(field(view, 'City'), 'Berlin');
    await save(view);
    expect(onSave).toHaveBeenCalledWith({
      ...empty,
      street: 'Hauptstraße',
      houseNumber: '5',
      postalCode: '10115',
      city: 'Berlin',
    });
  });

  it('has only postal code and house number in the Dutch pickup form, with the NL examples', async () => {
    const view = await block({ form: 'validated', draft: { ...empty, country: 'NL' } });
    expect([...view.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Postal code',
      'House number',
    ]);
    await type(field(view, 'Postal code'), '10555');
    await type(field(view, 'House number'), 'thirteen');
    await save(view);
    expect(errors(view)).toEqual([
      'Postal code is not valid, for example 1055GT',
      'House number is not valid, for example 13 C',
    ]);
  });

  it("shows the carrier's refusal, and the saved address with an edit button", async () => {
    const refused = await block({ form: 'validated', errorKey: 'errors.backend.EC_60001#001' });
    expect(refused.textContent).toContain('This address cannot be used for a DHL pickup.');
    const onEdit = vi.fn();
    const view = await block({
      onEdit,
      saved: {
        streetAddress: 'Bos en Lommerweg 13',
        street: 'Bos en Lommerweg',
        houseNumber: '13',
        postalCode: '1055GT',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
    expect(view.querySelector('form')).toBeNull();
    expect(view.textContent).toContain('Bos en Lommerweg 13');
    expect(view.textContent).toContain('1055GT Amsterdam');
    await act(async () => view.querySelector('button')?.click());
    expect(onEdit).toHaveBeenCalled();
  });
});
