import type { Page } from 'playwright-core';

/**
 * Puts a draft into the app's IndexedDB as an earlier session on this device would have left it
 * (the app must have opened its database once). The next page load reads it.
 */
export async function seedDraft(page: Page, draft: { userId: number; scenarioId: string; drivers: Record<string, number>; baseVersion: number }): Promise<void> {
  await page.evaluate((record) => new Promise<void>((resolve, reject) => {
    const request = indexedDB.open('fahrplan');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction('drafts', 'readwrite');
      tx.objectStore('drafts').put({ ...record, pendingSave: false, updatedAt: new Date().toISOString() });
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  }), draft);
}

/**
 * Waits until the app has written through that a scenario has no draft on this device: a draft
 * saved or dropped leaves the screen at once and IndexedDB a moment later, and a draft seeded in
 * between would be deleted with it.
 */
export async function waitForNoStoredDraft(page: Page, key: { userId: number; scenarioId: string }): Promise<void> {
  await page.waitForFunction((record) => new Promise<boolean>((resolve, reject) => {
    const request = indexedDB.open('fahrplan');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const get = db.transaction('drafts', 'readonly').objectStore('drafts').get([record.userId, record.scenarioId]);
      get.onsuccess = () => {
        db.close();
        resolve(get.result === undefined);
      };
      get.onerror = () => reject(get.error);
    };
  }), key, { polling: 100 });
}
