import { expect, test } from '../support/test';
import { failCalls } from '../support/fail';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn } from '../support/sign-in';

test.describe('kiosk settings', () => {
  test('an admin relabels the Visitor card, adds a video and an Html item, and sees them after a reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/kiosk-contents/edit');
    const visitor = page.locator('.ant-card', { has: page.getByText('Visitor', { exact: true }) }).last();
    const label = visitor.getByLabel('Label');
    await label.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(visitor.getByText('This field is required.')).toBeVisible();
    await label.fill('Guests');

    await visitor.getByRole('button', { name: 'Add Visitor item' }).click();
    await expect(visitor.getByRole('combobox', { name: 'Visitor item 1 type' })).toHaveCount(1);
    await expect(visitor.locator('.ant-select').first()).toContainText('Video');
    await visitor.getByLabel('Visitor item 1 content').fill('https://videos.example.com/site-safety.mp4');
    await visitor.getByRole('button', { name: 'Add Visitor item' }).click();
    await visitor.getByRole('combobox', { name: 'Visitor item 2 type' }).click({ force: true });
    await page.locator('.ant-select-dropdown:visible').getByTitle('Html', { exact: true }).click();
    await visitor.getByLabel('Visitor item 2 content').fill('<p>Please wait at reception.</p>');
    await keepScreenshot(page, 'kiosk-contents');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Kiosk contents are updated successfully.');

    await page.reload();
    await expect(page.getByLabel('Label').first()).toHaveValue('Guests');
    await expect(page.getByLabel('Visitor item 1 content')).toHaveValue('https://videos.example.com/site-safety.mp4');
    await expect(page.getByLabel('Visitor item 2 content')).toHaveValue('<p>Please wait at reception.</p>');

    // An address that is not one is the server's sentence.
    await page.getByLabel('Visitor item 1 content').fill('site-safety.mp4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'A Video item of the Visitor card must be a web address (http or https).');

    await page.getByRole('link', { name: 'Kiosk Contacts' }).click();
    await expect(page).toHaveURL(/\/kiosk\/contact$/);
    await expect(page.getByRole('heading', { name: 'Kiosk Contacts' })).toBeVisible();
  });

  test('an admin adds two contacts in the 550 modal, is held to the email format, edits one and deletes both', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/kiosk/contact');
    const modal = page.locator('.ant-modal');
    const add = async (first: string, last: string, email: string) => {
      await page.getByRole('button', { name: 'New' }).click();
      await modal.getByLabel('First Name').fill(first);
      await modal.getByLabel('Last Name').fill(last);
      await modal.getByLabel('Email').fill(email);
      await modal.getByRole('button', { name: 'Save' }).click();
    };

    await page.getByRole('button', { name: 'New' }).click();
    await expect(modal.locator('.ant-modal-content')).toHaveCSS('width', '550px');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toHaveCount(3);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await add('Mere', 'Ngata', 'mere@demo.c');
    await expect(modal.getByText('Invalid Email address!')).toBeVisible();
    await modal.getByLabel('Email').fill('mere@demo.example.com');
    await modal.getByLabel('Department').fill('Site office');
    await keepScreenshot(page, 'kiosk-contact-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Contact is saved successfully.');
    await add('Tom', 'Baker', 'tom@demo.example.com');
    await expectNotice(page, 'Contact is saved successfully.');

    const mere = page.getByRole('row', { name: /Mere/ });
    await expect(mere).toContainText('Site office');
    await mere.getByRole('button', { name: 'Edit Mere Ngata' }).click();
    await modal.getByLabel('Last Name').fill('Ngata-Smith');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Contact is saved successfully.');
    await expect(mere).toContainText('Ngata-Smith');
    await keepScreenshot(page, 'kiosk-contacts');

    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await mere.getByRole('checkbox').check();
    await page.getByRole('row', { name: /Tom/ }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-popconfirm')).toContainText('Are you sure you want to delete it?');
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Contacts are deleted successfully.');
    await expect(page.getByRole('row', { name: /Mere|Tom/ })).toHaveCount(0);
  });

  // Document 3 §8 "Kiosk and workplaces": each call failing outright shows the spec's words, and nothing is lost on the page.
  test('a failed save of the kiosk contents says so and keeps what was typed', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/kiosk-contents/edit');
    const label = page.getByLabel('Label').first();
    await expect(label).toHaveValue(/.+/);
    await label.fill('Callers');
    await failCalls(page, 'POST', '/kiosk-contents');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Failed to update Kiosk contents.');
    await expect(label).toHaveValue('Callers');
  });

  test('a failed contact save keeps the modal open, and a failed delete, asked in the spec’s words, keeps the contact', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/kiosk/contact');
    const modal = page.locator('.ant-modal');
    const add = async () => {
      await page.getByRole('button', { name: 'New' }).click();
      await modal.getByLabel('First Name').fill('Hemi');
      await modal.getByLabel('Last Name').fill('Parata');
      await modal.getByLabel('Email').fill('hemi@demo.example.com');
      await modal.getByRole('button', { name: 'Save' }).click();
    };
    await add();
    await expectNotice(page, 'Contact is saved successfully.');
    const hemi = page.getByRole('row', { name: /Hemi/ });
    await expect(hemi).toHaveCount(1);

    await failCalls(page, 'POST', '/kiosk/contact/save');
    await add();
    await expectNotice(page, 'Failed to save the contact.');
    await expect(modal.getByLabel('First Name')).toHaveValue('Hemi');
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await failCalls(page, 'POST', '/kiosk/contact/delete');
    await hemi.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    // Document 3 §5: a delete asks first; the list toolbar's question, with OK and Cancel.
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText('Are you sure you want to delete it?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Failed to delete the contacts.');
    await expect(hemi).toHaveCount(1);
  });
});
