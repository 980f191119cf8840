// When the phone showed each step's result, taken in the page rather than when Playwright noticed it:
// on this 2-core machine Playwright's own locator and polling add 0.3–0.6 s after a result is on screen
// (measured: the sign-in field painted at 0.4–0.6 s, seen by `waitFor` at 0.9–1.2 s), which no teacher
// waits for. An init script watches every document from its first byte: a step's first tap (kept in
// sessionStorage, so a plain form's post finds it on the page that answers it) and, for each mark, the
// first frame after its text or field entered the page.
import type { Page } from "@playwright/test";

// A `selector` mark counts once its element is drawn and usable (a form control not disabled, a select with
// a choice beyond its placeholder); a `texts` mark once one of its texts is drawn.
export const MARKS = {
  signInForm: { selector: "input[name=username]" },
  dailyReport: { texts: ["Submit Daily Report"] },
  reportUsable: { selector: "select[name=schoolId]" },
  reportSent: { texts: ["Daily report submitted successfully", "Your daily report has been submitted"] },
  grid: { texts: ["Mark All Present"] },
  classChosen: { texts: ["Take attendance: P6 A"] },
  markedAll: { texts: ["All students marked as present!"] },
  saved: { texts: ["saved successfully", "Attendance has been saved"] },
} as const;
export type Mark = keyof typeof MARKS;

// Plain ES5 text: a function handed to addInitScript would carry the bundler's helpers with it. A text
// counts when an element shows it (not the page's scripts, which carry every string of the screen) and
// the element is rendered; the observer sees attribute changes too, so a message revealed later counts.
export const MARKS_SCRIPT = `(function () {
  var marks = ${JSON.stringify(MARKS)};
  var shown = (window.__benchShown = {});
  addEventListener("click", function () {
    if (!sessionStorage.getItem("benchTapAt")) sessionStorage.setItem("benchTapAt", String(Date.now()));
  }, true);
  function visible(mark) {
    if (mark.selector) {
      var field = document.querySelector(mark.selector);
      if (!field || !field.checkVisibility() || field.disabled) return false;
      return field.tagName !== "SELECT" || field.options.length > 1;
    }
    for (var i = 0; i < mark.texts.length; i++) {
      var text = "contains(., " + JSON.stringify(mark.texts[i]) + ")";
      // The innermost elements that hold the whole text; one of them on screen is enough.
      var path = "//body//*[not(self::script) and not(self::template)][" + text + "][not(*[" + text + "])]";
      var found = document.evaluate(path, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (var j = 0; j < found.snapshotLength; j++) if (found.snapshotItem(j).checkVisibility()) return true;
    }
    return false;
  }
  function check() {
    Object.keys(marks).forEach(function (name) {
      if (shown[name] !== undefined) return;
      if (!visible(marks[name])) return;
      shown[name] = 0;
      // The frame that draws it: rAF runs before its paint, the task after it once it is painted.
      requestAnimationFrame(function () { setTimeout(function () { shown[name] = Date.now(); }); });
    });
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;

/** When `mark` was painted on the page now shown (epoch ms), waiting for the frame if it is not yet. */
export async function shownAt(page: Page, mark: Mark): Promise<number> {
  const handle = await page
    .waitForFunction(
      (name) => {
        const at = (window as unknown as { __benchShown: Record<string, number> }).__benchShown?.[name];
        return at ? at : undefined;
      },
      mark,
      { timeout: 10_000 },
    )
    .catch(async () => {
      const shown = await page.evaluate(() =>
        JSON.stringify((window as unknown as { __benchShown: unknown }).__benchShown),
      );
      throw new Error(`"${mark}" was never drawn on ${page.url()} (drawn: ${shown})`);
    });
  return (await handle.jsonValue()) as number;
}

/** Forgets the last step's tap: the next one starts the next step (a tap made again keeps the first). */
export const clearTap = (page: Page) => page.evaluate(() => sessionStorage.removeItem("benchTapAt"));

/** When the step's first tap was made (epoch ms), on this page or the one its form posted to. */
export const tappedAt = async (page: Page) => Number(await page.evaluate(() => sessionStorage.getItem("benchTapAt")));
