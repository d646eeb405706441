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
