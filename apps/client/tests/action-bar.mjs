// The action bar as a test reads it: the offers in sight (`button.act`, in the order keys 1–9 take them) and the
// offers behind a folded row (`button.act-more`, its `data-actions`), which a person reaches by opening the row.

/** The offers behind the bar's folded rows, each with the index of the row's button. */
export const foldedOffers = (page) =>
  page
    .locator('body')
    .evaluate((body) =>
      [...body.querySelectorAll('#action-bar button.act-more:not([disabled])')].flatMap((el, opener) =>
        JSON.parse(el.getAttribute('data-actions') ?? '[]').map((action) => ({ action, opener })),
      ),
    );

/** Opens the folded row that holds `action` and clicks its button, as a person would. */
export async function chooseFolded(page, action) {
  const rows = page.locator('#action-bar button.act-more');
  const want = JSON.stringify(action);
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const behind = JSON.parse((await rows.nth(i).getAttribute('data-actions')) ?? '[]');
    if (!behind.some((a) => JSON.stringify(a) === want)) continue;
    await rows.nth(i).click({ timeout: 2_000 });
    await page.locator('#action-bar button.act-back').waitFor({ timeout: 2_000 });
    const buttons = page.locator('#action-bar button.act');
    const shown = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));
    const at = shown.findIndex((raw) => JSON.stringify(JSON.parse(raw ?? '{}')) === want);
    if (at < 0) throw new Error(`the opened row does not show ${want}`);
    await buttons.nth(at).click({ timeout: 2_000 });
    return;
  }
  throw new Error(`no folded row holds ${want}`);
}
