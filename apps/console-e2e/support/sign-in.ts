import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-password-1';
export const ADMIN = 'admin@demo.timekeep.local';
export const EMPLOYEE = 'employee@demo.timekeep.local';
export const SUPERVISOR = 'supervisor@demo.timekeep.local';
export const DUAL = 'dual@demo.timekeep.local';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const SUPERADMIN = 'admin@timekeep.local';
export const SUPERADMIN_PASSWORD = 'Timekeep-admin-1';
