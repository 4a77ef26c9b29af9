/** Ecommerce-less select items and confirm items (issue 4): typing items in, editing and removing. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl } from '../support/portal';
import { addTypedItem, kioskSignIn } from '../support/return-flow';

const LONG_TITLE = 'Oversized wollen jas met ceintuur';

test('the dialog checks every field, each with its own message', async ({ page }) => {
  await kioskSignIn(page);
  await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await dialog.getByRole('button', { name: 'Artikel toevoegen' }).click();
  await expect(dialog.getByLabel('Productnaam')).toBeFocused();
  await expect(dialog.getByText('Dit veld is verplicht: Productnaam')).toBeVisible();
  await expect(dialog.getByText('Dit veld is verplicht: Kleur')).toBeVisible();
  await expect(dialog.getByText('Dit veld is verplicht: Reden van retour')).toBeVisible();
  await expect(dialog.getByLabel('Productnaam')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Kleur').fill('Bl4ck');
  await dialog.getByLabel('Kleur').blur();
  await expect(dialog.getByText('Kleur is niet geldig, bijvoorbeeld Black')).toBeVisible();
  await dialog.getByLabel('Aantal').fill('0');
  await dialog.getByLabel('Aantal').blur();
  await expect(dialog.getByText('Aantal moet een heel getal van minstens 1 zijn')).toBeVisible();
  await dialog.getByLabel('Reden van retour').selectOption({ label: 'Anders' });
  await dialog.getByRole('button', { name: 'Artikel toevoegen' }).click();
  await expect(dialog.getByText('Vertel ons de reden')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('add, edit and remove items, then confirm them', async ({ page }) => {
  await kioskSignIn(page);
  await expect(page.getByText('Voeg elk artikel toe dat je wilt retourneren.')).toBeVisible();
  await addTypedItem(page, { title: LONG_TITLE, color: 'Grijs', size: 'M', quantity: '2' });
  await addTypedItem(page, { title: 'Sjaal', color: 'Rood', size: 'One size' });

  const list = page.getByRole('region', { name: 'Artikelen die je retourneert' });
  // Titles are cut at 27 characters.
  await expect(list.getByRole('heading', { name: 'Oversized wollen jas met ce...' })).toBeVisible();
  await expect(list).toContainText('Aantal 2 · Kleur Grijs · Maat M');
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: `${LONG_TITLE} wijzigen` }).click();
  const edit = page.getByRole('dialog', { name: 'Artikel wijzigen' });
  await expect(edit.getByLabel('Productnaam')).toHaveValue(LONG_TITLE);
  await edit.getByLabel('Maat').fill('L');
  await edit.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(list).toContainText('Aantal 2 · Kleur Grijs · Maat L');

  await list.getByRole('button', { name: 'Sjaal verwijderen' }).click();
  await expect(list.getByRole('heading', { name: 'Sjaal' })).toHaveCount(0);

  // A reload keeps what was typed in.
  await page.reload();
  await page
    .getByRole('dialog', { name: 'Goed om te weten' })
    .getByRole('button', { name: 'Begrepen' })
    .click();
  await expect(list.getByRole('heading', { name: 'Oversized wollen jas met ce...' })).toBeVisible();

  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('kiosk', '/confirm-items'));
  const returns = page.getByRole('list', { name: 'Te retourneren artikelen' });
  await expect(returns).toContainText('Oversized wollen jas met ce...');
  await expect(returns).toContainText('Aantal: 2');
  await expect(returns).toContainText('Kleur: Grijs');
  await expect(returns).toContainText('Maat L');
  await expect(returns).toContainText('Reden: Te klein');
  await expectNoAxeViolations(page);
  // Germany has carriers: the shopper chooses one next.
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('kiosk', '/carriers'));
});
