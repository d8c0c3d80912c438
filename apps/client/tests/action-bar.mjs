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

/** Opens the folded row (or the family of rows, then its row) that holds `action` and clicks it, as a person would. */
export async function chooseFolded(page, action) {
  const want = JSON.stringify(action);
  const holds = async (button) =>
    JSON.parse((await button.getAttribute('data-actions')) ?? '[]').some((a) => JSON.stringify(a) === want);
  const shownAt = async () => {
    const shown = await page
      .locator('#action-bar button.act')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));
    return shown.findIndex((raw) => JSON.stringify(JSON.parse(raw ?? '{}')) === want);
  };
  // A family opened shows its rows folded: one more opening, at most.
  for (let depth = 0; depth < 2; depth++) {
    const rows = page.locator('#action-bar button.act-more');
    const count = await rows.count();
    let opened = false;
    for (let i = 0; i < count && !opened; i++) {
      if (!(await holds(rows.nth(i)))) continue;
      await rows.nth(i).click({ timeout: 2_000 });
      await page.locator('#action-bar button.act-back').waitFor({ timeout: 2_000 });
      opened = true;
    }
    if (!opened) break;
    const at = await shownAt();
    if (at >= 0) {
      await page.locator('#action-bar button.act').nth(at).click({ timeout: 2_000 });
      return;
    }
  }
  throw new Error(`no folded row holds ${want}`);
}
