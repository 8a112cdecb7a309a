import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types `text` in the users list's search and waits until the list searched for it (`q` in the
 * address). Typing again before the debounced search reached the address let that older search
 * write its text back into the box.
 */
export async function searchUsers(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Buscar usuario');
  await expect
    .poll(async () => {
      if ((await box.inputValue()) !== text) await box.fill(text);
      return new URL(page.url()).searchParams.get('q');
    })
    .toBe(text);
}
